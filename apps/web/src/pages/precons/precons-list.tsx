import { useTranslation } from 'react-i18next'
import { PreconsListScreen } from '../../features/precons/index.ts'

/** /pages/precons/precons-list: pre-construction projects with filters. */
export default function PreconsListPage() {
  const { t } = useTranslation()
  return <PreconsListScreen title={t('route.precons-list')} />
}
