import { useTranslation } from 'react-i18next'
import { ListingDetailScreen } from '../../features/listings/index.ts'

/** /pages/share/lease-res-detail-share?mlNum=: a shared house for rent, read-only. */
export default function LeaseResDetailSharePage() {
  const { t } = useTranslation()
  return <ListingDetailScreen title={t('route.lease-res-detail-share')} share />
}
