import { useTranslation } from 'react-i18next'
import { MyReserveScreen } from '../../../features/rentals/index.ts'

/** /pages/my/reserve/my-reserve?tab=&side=: the person's room reservations; agents also see those they handle. */
export default function MyReservePage() {
  const { t } = useTranslation()
  return <MyReserveScreen title={t('route.my-reserve')} />
}
