import { useTranslation } from 'react-i18next'
import { AvatarEditor } from '../../../features/account/index.ts'
import { useSessionUser } from '../../../shared/session/use-session.ts'
import { Page } from '../../../shared/ui/page.tsx'

/** /pages/my/info/avatar. */
export default function AvatarPage() {
  const { t } = useTranslation()
  const user = useSessionUser()
  return <Page title={t('route.info-avatar')}>{user ? <AvatarEditor user={user} /> : null}</Page>
}
