import { useTranslation } from 'react-i18next'
import { InstallGuide } from '../../features/device/index.ts'
import { useAgentApp } from '../../shared/agent-app/agent-app-store.ts'
import { Page } from '../../shared/ui/page.tsx'

/**
 * /pages/Subscribeto/onInstallationGuide: adding the app to the home screen in iOS Safari and Android Chrome, both
 * shown (an agent sends it to clients on either); in an agent's app, the app is called by its own name and icon.
 */
export default function InstallGuidePage() {
  const { t } = useTranslation()
  const app = useAgentApp()
  return (
    <Page title={t('route.install-guide')}>
      <InstallGuide appName={app?.appname} appIcon={app?.applogo ?? null} everyPlatform />
    </Page>
  )
}
