import { useTranslation } from 'react-i18next'
import { PreconsListScreen } from '../../features/precons/index.ts'

/** /pages/share/precons-list-share: a shared, read-only list of projects. */
export default function PreconsListSharePage() {
  const { t } = useTranslation()
  return <PreconsListScreen title={t('route.precons-list-share')} share />
}
