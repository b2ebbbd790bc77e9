import { useTranslation } from 'react-i18next'
import { AgentSettlementScreen } from '../../features/agents/index.ts'

/** /pages/Subscribeto/subagent-settlement: a person must be a broker to subscribe (spec §6) — the same onboarding. */
export default function SubAgentSettlementPage() {
  const { t } = useTranslation()
  return <AgentSettlementScreen title={t('route.subagent-settlement')} />
}
