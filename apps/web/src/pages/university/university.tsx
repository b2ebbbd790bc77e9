import { useTranslation } from 'react-i18next'
import { UniversityScreen } from '../../features/schools/index.ts'

/** /pages/university/university: campuses by city, each with the lease listings near it first. */
export default function UniversityPage() {
  const { t } = useTranslation()
  return <UniversityScreen title={t('route.university')} />
}
