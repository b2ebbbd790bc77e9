import { ListingListScreen } from '../../../features/listings/index.ts'

/** /pages/toronto/lease/house-list: houses for rent in Toronto, from the home menu. */
export default function LeaseHouseListPage() {
  return <ListingListScreen defaults={{ city: 'toronto', sr: 'Lease', roomType: 'res' }} />
}
