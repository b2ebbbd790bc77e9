import { useTranslation } from 'react-i18next'
import { ListingDetailScreen } from '../../features/listings/index.ts'

/** /pages/share/res-detail-share?mlNum=: a shared house for sale, read-only. */
export default function ResDetailSharePage() {
  const { t } = useTranslation()
  return <ListingDetailScreen title={t('route.res-detail-share')} share />
}
