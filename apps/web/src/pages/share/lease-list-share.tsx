import { useTranslation } from 'react-i18next'
import { ListingListScreen } from '../../features/listings/index.ts'

/** /pages/share/lease-list-share: a shared list of rentals, read-only, with the filters of the link. */
export default function LeaseListSharePage() {
  const { t } = useTranslation()
  return <ListingListScreen defaults={{ city: 'toronto', sr: 'Lease' }} share title={t('route.lease-list-share')} />
}
