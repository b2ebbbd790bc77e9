import { useTranslation } from 'react-i18next'
import { ListingListScreen } from '../../../features/listings/index.ts'

/** /pages/toronto/sale/house-list: houses for sale in Toronto, from the home menu. */
export default function SaleHouseListPage() {
  const { t } = useTranslation()
  return (
    <ListingListScreen title={t('route.sale-house-list')} defaults={{ city: 'toronto', sr: 'Sale', roomType: 'res' }} />
  )
}
