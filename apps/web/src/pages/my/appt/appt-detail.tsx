import { useTranslation } from 'react-i18next'
import { PushOffer } from '../../../features/push/index.ts'
import { ApptDetailScreen } from '../../../features/showings/index.ts'

/**
 * /pages/my/appt/appt-detail?id=: one showing with what its buyer or agent can do now; below a pending one, once, the
 * offer to be notified when the agent answers (the moment that explains why notifications help).
 */
export default function ApptDetailPage() {
  const { t } = useTranslation()
  return (
    <ApptDetailScreen
      title={t('route.appt-detail')}
      aside={(showing) => (showing.status === 'Pending' ? <PushOffer reason="showing" /> : null)}
    />
  )
}
