import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { EmptyState } from '../shared/ui/empty-state.tsx'
import { UNAUTHORIZED_SUBDOMAIN_REASON } from '../shared/ui/not-found-signal.ts'
import { Page } from '../shared/ui/page.tsx'

function isUnauthorizedSubdomain(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'reason' in state && state.reason === UNAUTHORIZED_SUBDOMAIN_REASON
  )
}

/** /pages/404 and every unknown address; also where an unauthorised agent sub-domain lands. */
export default function NotFoundPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { state, search } = useLocation()
  const unauthorized =
    isUnauthorizedSubdomain(state) || new URLSearchParams(search).get('reason') === UNAUTHORIZED_SUBDOMAIN_REASON
  return (
    <Page title={t('route.not-found')}>
      <EmptyState
        title={t('ui.shell.notFound.title')}
        description={unauthorized ? t('ui.shell.notFound.unauthorizedSubdomain') : t('ui.shell.notFound.description')}
        action={
          <Button color="primary" shape="rounded" size="large" onClick={() => navigate('/')}>
            {t('ui.shell.goHome')}
          </Button>
        }
      />
    </Page>
  )
}
