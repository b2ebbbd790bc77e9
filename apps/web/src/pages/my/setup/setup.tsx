import { version } from '../../../../package.json'
import { SettingsScreen } from '../../../features/auth/index.ts'

/** /pages/my/setup/setup. */
export default function SetupPage() {
  return <SettingsScreen version={version} />
}
