import { useTranslation } from 'react-i18next'
import { CancelNotice } from '../../../features/account/index.ts'
import { Page } from '../../../shared/ui/page.tsx'

/** /pages/my/info/account-remind: the first step of cancelling, the notice. */
export default function AccountRemindPage() {
  const { t } = useTranslation()
  return (
    <Page title={t('route.info-account-remind')}>
      <CancelNotice />
    </Page>
  )
}
