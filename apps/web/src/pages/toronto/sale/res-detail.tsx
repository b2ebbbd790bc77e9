import { useTranslation } from 'react-i18next'
import { ListingDetailScreen } from '../../../features/listings/index.ts'

/** /pages/toronto/sale/res-detail?mlNum= (and the res-detailnew, torontonew variants): a Toronto house for sale. */
export default function ResDetailPage() {
  const { t } = useTranslation()
  return <ListingDetailScreen title={t('route.res-detail')} />
}
