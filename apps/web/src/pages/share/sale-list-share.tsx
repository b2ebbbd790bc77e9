import { useTranslation } from 'react-i18next'
import { ListingListScreen } from '../../features/listings/index.ts'

/** /pages/share/sale-list-share: a shared list of homes for sale, read-only, with the filters of the link. */
export default function SaleListSharePage() {
  const { t } = useTranslation()
  return <ListingListScreen defaults={{ city: 'toronto', sr: 'Sale' }} share title={t('route.sale-list-share')} />
}
