import { InstallGuideScreen } from '../../features/agent-apps/index.ts'

/** /pages/Subscribeto/onInstallationGuide: adding the app to the home screen in iOS Safari and Android Chrome. */
export default function InstallGuidePage() {
  return <InstallGuideScreen />
}
