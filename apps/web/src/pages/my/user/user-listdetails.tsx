import { UserDetailsScreen } from '../../../features/activity/index.ts'

/** /pages/my/user/user-listdetails?userId=: one client's timeline and alerts. */
export default function UserListDetailsPage() {
  return <UserDetailsScreen />
}
