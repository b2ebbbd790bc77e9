import type { ReservationStatus } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { CardBadge, type CardBadgeTone } from '../../../shared/ui/card-badge.tsx'

/** Waiting reads orange, a viewing blue, confirmed green, declined and cancelled red, expired grey. */
const TONES: Record<ReservationStatus, CardBadgeTone> = {
  Pending: 'accent',
  ViewingProposed: 'info',
  ViewingConfirmed: 'info',
  Confirmed: 'success',
  Declined: 'error',
  Cancelled: 'error',
  Expired: 'muted',
}

export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation()
  return <CardBadge label={t(`rental.status.${status}`)} tone={TONES[status]} />
}
