import { useTranslation } from 'react-i18next'
import { ProfileEditForm } from '../../../features/account/index.ts'
import { useSessionUser } from '../../../shared/session/use-session.ts'
import { Page } from '../../../shared/ui/page.tsx'

/** /pages/my/info/edit. */
export default function EditProfilePage() {
  const { t } = useTranslation()
  const user = useSessionUser()
  return <Page title={t('route.info-edit')}>{user ? <ProfileEditForm user={user} /> : null}</Page>
}
