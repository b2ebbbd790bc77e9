import { UserListScreen } from '../../../features/activity/index.ts'

/** /pages/my/user/user-list: the agent's clients with the type filter. */
export default function UserListPage() {
  return <UserListScreen />
}
