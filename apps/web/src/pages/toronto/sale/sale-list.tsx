import { ListingListScreen } from '../../../features/listings/index.ts'

/** /pages/toronto/sale/sale-list (and sale-listnew): condos for sale in Toronto; filters travel in the query. */
export default function SaleListPage() {
  return <ListingListScreen defaults={{ city: 'toronto', sr: 'Sale', roomType: 'condo' }} />
}
