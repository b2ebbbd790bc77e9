import type { Showing, ShowingStatus } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { CardBadge, type CardBadgeTone } from '../../shared/ui/card-badge.tsx'

/** Waiting for the agent reads orange, taken to view green, cancelled red, expired grey: the listing badges' colours. */
const TONES: Record<ShowingStatus, CardBadgeTone> = {
  Pending: 'accent',
  Processed: 'success',
  Expired: 'muted',
  Cancelled: 'error',
}

/** The showing's status; a pending one the agent confirmed reads "Confirmed", in green. */
export function ShowingStatusBadge({ showing }: { showing: Pick<Showing, 'status' | 'confirmedAt'> }) {
  const { t } = useTranslation()
  if (showing.status === 'Pending' && showing.confirmedAt)
    return <CardBadge label={t('showing.confirmed')} tone="success" />
  return <CardBadge label={t(`showing.status.${showing.status}`)} tone={TONES[showing.status]} />
}
