import { useTranslation } from 'react-i18next'
import { ApptDetailScreen } from '../../../features/showings/index.ts'

/** /pages/my/appt/appt-detail?id=: one showing with what its buyer or agent can do now. */
export default function ApptDetailPage() {
  const { t } = useTranslation()
  return <ApptDetailScreen title={t('route.appt-detail')} />
}
