import { useTranslation } from 'react-i18next'
import { AccountCounts } from '../../features/account/index.ts'
import { AccountMenu, LogoutButton, ProfileCard, VisitorCard } from '../../features/auth/index.ts'
import { NoticesEntry } from '../../features/notices/index.ts'
import { PreconRegistrationsEntry } from '../../features/precon-registrations/index.ts'
import { SavedSearchesEntry } from '../../features/saved-searches/index.ts'
import { useSessionUser, useSignedIn } from '../../shared/session/use-session.ts'
import { Page } from '../../shared/ui/page.tsx'
import styles from './my.module.css'

/** /pages/my/my, the Account tab: who is signed in (or the way in), their counts, the My-area menu and sign-out. */
export default function MyPage() {
  const { t } = useTranslation()
  const user = useSessionUser()
  const signedIn = useSignedIn() && user
  return (
    <Page title={t('ui.account.my.title')} back={false}>
      {signedIn ? <ProfileCard user={user} /> : <VisitorCard />}
      {signedIn ? <AccountCounts userId={user.userId} /> : null}
      {signedIn ? <NoticesEntry /> : null}
      {signedIn ? <SavedSearchesEntry /> : null}
      {signedIn ? <PreconRegistrationsEntry receives={user.type === 'agent' || user.type === 'admin'} /> : null}
      <AccountMenu broker={Boolean(signedIn && (user.type === 'agent' || user.isBroker))} />
      {signedIn ? (
        <div className={styles.signOut}>
          <LogoutButton />
        </div>
      ) : null}
    </Page>
  )
}
