import { useTranslation } from 'react-i18next'
import { LayoutDetailScreen } from '../../features/precons/index.ts'

/** /pages/precons/layout-detail?layoutId=: one floor plan. */
export default function LayoutDetailPage() {
  const { t } = useTranslation()
  return <LayoutDetailScreen title={t('route.layout-detail')} />
}
