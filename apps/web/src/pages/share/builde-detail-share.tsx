import { useTranslation } from 'react-i18next'
import { BuilderDetailScreen } from '../../features/precons/index.ts'

/** /pages/share/builde-detail-share?builderId=: a shared, read-only builder. */
export default function BuilderDetailSharePage() {
  const { t } = useTranslation()
  return <BuilderDetailScreen title={t('route.builde-detail-share')} share />
}
