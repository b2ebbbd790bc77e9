import { useTranslation } from 'react-i18next'
import { ListingDetailScreen } from '../../features/listings/index.ts'

/** /pages/share/condo-detail-share?mlNum=: a shared condo for sale, read-only. */
export default function CondoDetailSharePage() {
  const { t } = useTranslation()
  return <ListingDetailScreen title={t('route.condo-detail-share')} share />
}
