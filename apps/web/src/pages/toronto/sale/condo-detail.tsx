import { useTranslation } from 'react-i18next'
import { ListingDetailScreen } from '../../../features/listings/index.ts'

/** /pages/toronto/sale/condo-detail?mlNum= (and condo-detailnew): a Toronto condo for sale. */
export default function CondoDetailPage() {
  const { t } = useTranslation()
  return <ListingDetailScreen title={t('route.condo-detail')} />
}
