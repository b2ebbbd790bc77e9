import { useTranslation } from 'react-i18next'
import { ListingDetailScreen } from '../../features/listings/index.ts'

/** /pages/vancouver/van-detail?mlNum=: a Vancouver home, with Summary, Details and Rooms. */
export default function VanDetailPage() {
  const { t } = useTranslation()
  return <ListingDetailScreen title={t('route.van-detail')} />
}
