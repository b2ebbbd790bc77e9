import { version } from '../../../../package.json'
import { SettingsScreen } from '../../../features/auth/settings/settings-screen.tsx'

/** /pages/my/setup/setup. */
export default function SetupPage() {
  return <SettingsScreen version={version} />
}
