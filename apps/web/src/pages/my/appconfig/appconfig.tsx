import { AppConfigScreen } from '../../../features/agent-apps/index.ts'

/** /pages/my/appconfig/appconfig: the broker's app settings. */
export default function AppConfigPage() {
  return <AppConfigScreen />
}
