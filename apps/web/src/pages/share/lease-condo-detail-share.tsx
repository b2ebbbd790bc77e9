import { useTranslation } from 'react-i18next'
import { ListingDetailScreen } from '../../features/listings/index.ts'

/** /pages/share/lease-condo-detail-share?mlNum=: a shared condo for rent, read-only. */
export default function LeaseCondoDetailSharePage() {
  const { t } = useTranslation()
  return <ListingDetailScreen title={t('route.lease-condo-detail-share')} share />
}
