import { useTranslation } from 'react-i18next'
import { ListingDetailScreen } from '../../../features/listings/index.ts'

/** /pages/toronto/lease/condo-detail?mlNum=: a Toronto condo for rent. */
export default function LeaseCondoDetailPage() {
  const { t } = useTranslation()
  return <ListingDetailScreen title={t('route.lease-condo-detail')} />
}
