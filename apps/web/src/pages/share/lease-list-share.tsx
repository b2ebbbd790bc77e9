import { ListingListScreen } from '../../features/listings/index.ts'

/** /pages/share/lease-list-share: a shared list of rentals, read-only, with the filters of the link. */
export default function LeaseListSharePage() {
  return <ListingListScreen defaults={{ city: 'toronto', sr: 'Lease' }} share />
}
