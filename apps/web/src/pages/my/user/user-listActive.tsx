import { UserListActiveScreen } from '../../../features/activity/index.ts'

/** /pages/my/user/user-listActive: the agent's clients by activity over WEEK, MONTH, QUARTER or YEAR. */
export default function UserListActivePage() {
  return <UserListActiveScreen />
}
