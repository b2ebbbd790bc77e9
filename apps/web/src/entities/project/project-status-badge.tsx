import type { PreconsStatus } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { CardBadge } from '../../shared/ui/card-badge.tsx'

/** For Sale (theme green) or Sold Out (grey), spec §4. */
export function ProjectStatusBadge({ status }: { status: PreconsStatus }) {
  const { t } = useTranslation()
  return <CardBadge label={t(`precons.status.${status}`)} tone={status === 'forSale' ? 'success' : 'muted'} />
}
