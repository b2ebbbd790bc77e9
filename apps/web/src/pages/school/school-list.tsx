import { useTranslation } from 'react-i18next'
import { SchoolListScreen } from '../../features/schools/index.ts'

/** /pages/school/school-list: schools of Toronto and Vancouver with their ratings; filters travel in the query. */
export default function SchoolListPage() {
  const { t } = useTranslation()
  return <SchoolListScreen title={t('route.school-list')} />
}
