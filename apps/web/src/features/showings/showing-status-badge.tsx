import type { ShowingStatus } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { CardBadge, type CardBadgeTone } from '../../shared/ui/card-badge.tsx'

/** Waiting for the agent reads orange, taken to view green, cancelled red, expired grey: the listing badges' colours. */
const TONES: Record<ShowingStatus, CardBadgeTone> = {
  Pending: 'accent',
  Processed: 'success',
  Expired: 'muted',
  Cancelled: 'error',
}

export function ShowingStatusBadge({ status }: { status: ShowingStatus }) {
  const { t } = useTranslation()
  return <CardBadge label={t(`showing.status.${status}`)} tone={TONES[status]} />
}
