import { AppLogListScreen } from '../../../features/activity/index.ts'

/** /pages/my/public/app-log-list: the person's own app log. */
export default function AppLogListPage() {
  return <AppLogListScreen />
}
