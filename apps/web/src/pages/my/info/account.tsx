import { useTranslation } from 'react-i18next'
import { ProfileView } from '../../../features/account/index.ts'
import { useSessionUser } from '../../../shared/session/use-session.ts'
import { Page } from '../../../shared/ui/page.tsx'

/** /pages/my/info/account: the signed-in person's profile (the route asks visitors to sign in first). */
export default function AccountPage() {
  const { t } = useTranslation()
  const user = useSessionUser()
  return <Page title={t('route.info-account')}>{user ? <ProfileView user={user} /> : null}</Page>
}
