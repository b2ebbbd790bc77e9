import type { SavedSearch } from '@maplenest/core'
import { useTranslation } from 'react-i18next'

/** A saved search's alerts in words: "Instant alerts · Push and e-mail", "Daily digest · In the app only", "No alerts". */
export function useAlertsInWords(): (search: Pick<SavedSearch, 'frequency' | 'channels'>) => string {
  const { t } = useTranslation()
  return ({ frequency, channels }) => {
    const often = t(`ui.savedSearch.row.alerts.${frequency}`)
    if (frequency === 'off') return often
    const where = channels.push && channels.email ? 'both' : channels.push ? 'push' : channels.email ? 'email' : 'none'
    return t('ui.savedSearch.row.alerts', { frequency: often, channels: t(`ui.savedSearch.row.channels.${where}`) })
  }
}
