import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSessionUser } from '../../shared/session/use-session.ts'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { Page } from '../../shared/ui/page.tsx'
import styles from './leads.module.css'

/** An agent's screen: its content for an agent; anyone else is told whose it is and asks nothing of the server. */
export function AgentPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation()
  const user = useSessionUser()
  const agent = user !== null && (user.type === 'agent' || user.isBroker)
  return (
    <Page title={title}>
      <div className={styles.screen}>{agent ? children : <EmptyState title={t('lead.api.agentOnly')} />}</div>
    </Page>
  )
}
