import { useTranslation } from 'react-i18next'
import { CancelReasonForm } from '../../../features/account/index.ts'
import { Page } from '../../../shared/ui/page.tsx'

/** /pages/my/info/account-applyfor: the second step of cancelling, the reason. */
export default function AccountApplyForPage() {
  const { t } = useTranslation()
  return (
    <Page title={t('route.info-account-applyfor')}>
      <CancelReasonForm />
    </Page>
  )
}
