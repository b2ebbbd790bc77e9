import { useTranslation } from 'react-i18next'
import { PreconsDetailScreen } from '../../features/precons/index.ts'

/** /pages/share/precons-detail-share?preconsId=: a shared, read-only project. */
export default function PreconsDetailSharePage() {
  const { t } = useTranslation()
  return <PreconsDetailScreen title={t('route.precons-detail-share')} share />
}
