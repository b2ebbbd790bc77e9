import { Button, Space } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { EmptyState } from '../shared/ui/empty-state.tsx'
import { Page } from '../shared/ui/page.tsx'
import { HOME_PATH } from './route-table.ts'

/** Shown when a screen fails to load or throws: a plain apology, retry, and a way home. */
export function RouteError() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Page title={t('ui.shell.loadFailed.title')}>
      <EmptyState
        variant="disconnected"
        title={t('ui.shell.loadFailed.title')}
        description={t('ui.shell.loadFailed.description')}
        action={
          <Space>
            <Button color="primary" shape="rounded" onClick={() => window.location.reload()}>
              {t('ui.shell.retry')}
            </Button>
            <Button shape="rounded" onClick={() => navigate(HOME_PATH)}>
              {t('ui.shell.goHome')}
            </Button>
          </Space>
        }
      />
    </Page>
  )
}
