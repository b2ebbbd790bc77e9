import { useTranslation } from 'react-i18next'
import { PushOffer } from '../../../features/push/index.ts'
import { ApptDetailScreen } from '../../../features/showings/index.ts'

/**
 * /pages/my/appt/appt-detail?id=: one showing with what its buyer or agent can do now; below a request still
 * unanswered, to its buyer only, once, the offer to be notified when the agent answers (the moment that explains why
 * notifications help). The agent is told of requests by the notices of their own.
 */
export default function ApptDetailPage() {
  const { t } = useTranslation()
  return (
    <ApptDetailScreen
      title={t('route.appt-detail')}
      aside={(showing) => (showing.actions.modify && !showing.confirmedAt ? <PushOffer reason="showing" /> : null)}
    />
  )
}
