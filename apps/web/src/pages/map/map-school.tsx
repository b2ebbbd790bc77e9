import { useTranslation } from 'react-i18next'
import { SchoolMapScreen } from '../../features/map/index.ts'

/** /pages/map/map-school: schools in view, coloured by rating, each linking to its detail. */
export default function MapSchoolPage() {
  const { t } = useTranslation()
  return <SchoolMapScreen title={t('route.map-school')} />
}
