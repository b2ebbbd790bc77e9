import type { ReactNode } from 'react'
import { useSessionUser } from '../../../shared/session/use-session.ts'
import { Page } from '../../../shared/ui/page.tsx'
import styles from '../activity.module.css'
import { BrokerOnly } from './broker-only.tsx'

/**
 * An agent's screen: its content for a broker; anyone else is told what it is for and asks nothing of the server
 * (which would refuse them).
 */
export function BrokerPage({ title, children }: { title: string; children: ReactNode }) {
  const user = useSessionUser()
  const broker = user !== null && (user.type === 'agent' || user.isBroker)
  return (
    <Page title={title}>
      <div className={styles.screen}>{broker ? children : <BrokerOnly />}</div>
    </Page>
  )
}
