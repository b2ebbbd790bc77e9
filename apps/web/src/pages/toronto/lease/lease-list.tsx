import { ListingListScreen } from '../../../features/listings/index.ts'

/** /pages/toronto/lease/lease-list: condos for rent in Toronto; filters travel in the query. */
export default function LeaseListPage() {
  return <ListingListScreen defaults={{ city: 'toronto', sr: 'Lease', roomType: 'condo' }} />
}
