import type { AgeCode } from '@maplenest/core'
import { useTranslation } from 'react-i18next'

/** "New", "6–10 years", "100+ years" for an age code. */
export function useAgeLabel(): (code: AgeCode) => string {
  const { t } = useTranslation()
  return (code) =>
    code === '0' || code === '100+'
      ? t(`ui.listing.filter.age.${code}`)
      : t('ui.listing.filter.age.years', { range: code.replace('-', '–') })
}
