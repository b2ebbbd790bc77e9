import { useTranslation } from 'react-i18next'
import { BuilderDetailScreen } from '../../features/precons/index.ts'

/** /pages/precons/builder-detail?builderId=: one builder. */
export default function BuilderDetailPage() {
  const { t } = useTranslation()
  return <BuilderDetailScreen title={t('route.builder-detail')} />
}
