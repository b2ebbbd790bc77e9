import { useTranslation } from 'react-i18next'
import { ListingListScreen } from '../../../features/listings/index.ts'

/** /pages/toronto/lease/house-list: houses for rent in Toronto, from the home menu. */
export default function LeaseHouseListPage() {
  const { t } = useTranslation()
  return (
    <ListingListScreen
      title={t('route.lease-house-list')}
      defaults={{ city: 'toronto', sr: 'Lease', roomType: 'res' }}
    />
  )
}
