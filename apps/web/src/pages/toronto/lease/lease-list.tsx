import { useTranslation } from 'react-i18next'
import { ListingListScreen } from '../../../features/listings/index.ts'

/** /pages/toronto/lease/lease-list: condos for rent in Toronto; filters travel in the query. */
export default function LeaseListPage() {
  const { t } = useTranslation()
  return (
    <ListingListScreen title={t('route.lease-list')} defaults={{ city: 'toronto', sr: 'Lease', roomType: 'condo' }} />
  )
}
