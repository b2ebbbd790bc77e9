import { useTranslation } from 'react-i18next'
import { PreconsDetailScreen } from '../../features/precons/index.ts'

/** /pages/precons/precons-detail?preconsId=: one project. */
export default function PreconsDetailPage() {
  const { t } = useTranslation()
  return <PreconsDetailScreen title={t('route.precons-detail')} />
}
