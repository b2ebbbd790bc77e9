import { ListingListScreen } from '../../../features/listings/index.ts'

/** /pages/toronto/sale/house-list: houses for sale in Toronto, from the home menu. */
export default function SaleHouseListPage() {
  return <ListingListScreen defaults={{ city: 'toronto', sr: 'Sale', roomType: 'res' }} />
}
