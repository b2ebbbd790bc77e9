import { useTranslation } from 'react-i18next'
import { AccountMenu, ProfileCard, VisitorCard } from '../../features/auth/index.ts'
import { useSessionStatus, useSessionUser } from '../../shared/session/use-session.ts'
import { Page } from '../../shared/ui/page.tsx'

/** /pages/my/my, the Account tab: who is signed in (or the way in) and the My-area menu. */
export default function MyPage() {
  const { t } = useTranslation()
  const status = useSessionStatus()
  const user = useSessionUser()
  return (
    <Page title={t('ui.account.my.title')} back={false}>
      {status === 'user' && user ? <ProfileCard user={user} /> : <VisitorCard />}
      <AccountMenu />
    </Page>
  )
}
