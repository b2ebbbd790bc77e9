import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import { ACCOUNT_PATHS, CancelAgreement, toCancelRequestState } from '../../../features/account/index.ts'
import { Page } from '../../../shared/ui/page.tsx'

/** /pages/my/info/account-agreement: the last step; opened without a reason, it asks for one first. */
export default function AccountAgreementPage() {
  const { t } = useTranslation()
  const request = toCancelRequestState(useLocation().state)
  if (!request) return <Navigate to={ACCOUNT_PATHS.applyFor} replace />
  return (
    <Page title={t('route.info-account-agreement')}>
      <CancelAgreement request={request} />
    </Page>
  )
}
