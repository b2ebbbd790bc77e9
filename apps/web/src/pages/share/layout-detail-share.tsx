import { useTranslation } from 'react-i18next'
import { LayoutDetailScreen } from '../../features/precons/index.ts'

/** /pages/share/layout-detail-share?layoutId=: a shared, read-only floor plan. */
export default function LayoutDetailSharePage() {
  const { t } = useTranslation()
  return <LayoutDetailScreen title={t('route.layout-detail-share')} share />
}
