import { useTranslation } from 'react-i18next'
import { AGENT_APP_PATHS } from '../../features/agent-apps/index.ts'
import { LoginScreen } from '../../features/auth/index.ts'

/** /pages/Subscribeto/sublogin: sign in to subscribe (full width, spec §2); afterwards back to the plans. */
export default function SubLoginPage() {
  const { t } = useTranslation()
  return (
    <LoginScreen
      fullWidth
      flow={{
        title: t('route.sublogin'),
        heading: t('ui.subscribe.login.heading'),
        subtitle: t('ui.subscribe.login.subtitle'),
        redirect: AGENT_APP_PATHS.index,
        partnerPath: AGENT_APP_PATHS.register,
      }}
    />
  )
}
