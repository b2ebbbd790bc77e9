import { DashboardScreen } from '../../features/activity/index.ts'

/** /pages/Subscribetotwo/dashboard: the agent app's figures over a period, with small charts. */
export default function DashboardPage() {
  return <DashboardScreen />
}
