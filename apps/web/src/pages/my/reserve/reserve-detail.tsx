import { useTranslation } from 'react-i18next'
import { ReserveDetailScreen } from '../../../features/rentals/index.ts'

/** /pages/my/reserve/reserve-detail?id=: one room reservation with what its student or agent may do now. */
export default function ReserveDetailPage() {
  const { t } = useTranslation()
  return <ReserveDetailScreen title={t('route.reserve-detail')} />
}
