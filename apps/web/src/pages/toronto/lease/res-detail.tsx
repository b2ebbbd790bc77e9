import { useTranslation } from 'react-i18next'
import { ListingDetailScreen } from '../../../features/listings/index.ts'

/** /pages/toronto/lease/res-detail?mlNum=: a Toronto house for rent. */
export default function LeaseResDetailPage() {
  const { t } = useTranslation()
  return <ListingDetailScreen title={t('route.lease-res-detail')} />
}
