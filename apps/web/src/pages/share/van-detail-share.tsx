import { useTranslation } from 'react-i18next'
import { ListingDetailScreen } from '../../features/listings/index.ts'

/** /pages/share/van-detail-share?mlNum=: a shared Vancouver home, read-only. */
export default function VanDetailSharePage() {
  const { t } = useTranslation()
  return <ListingDetailScreen title={t('route.van-detail-share')} share />
}
