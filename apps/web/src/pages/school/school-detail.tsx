import { useTranslation } from 'react-i18next'
import { SchoolDetailScreen } from '../../features/schools/index.ts'

/** /pages/school/school-detail?schoolNumber=: Summary, Fraser ranking and EQAO tabs. */
export default function SchoolDetailPage() {
  const { t } = useTranslation()
  return <SchoolDetailScreen title={t('route.school-detail')} />
}
