import { useTranslation } from 'react-i18next'
import { AGENT_APP_PATHS } from '../../features/agent-apps/index.ts'
import { RegisterScreen } from '../../features/auth/index.ts'

/** /pages/Subscribeto/subregister: an account to subscribe with; then sign in and back to the plans. */
export default function SubRegisterPage() {
  const { t } = useTranslation()
  return (
    <RegisterScreen
      flow={{
        title: t('route.subregister'),
        heading: t('ui.subscribe.register.heading'),
        subtitle: t('ui.subscribe.register.subtitle'),
        redirect: AGENT_APP_PATHS.index,
        partnerPath: AGENT_APP_PATHS.login,
      }}
    />
  )
}
