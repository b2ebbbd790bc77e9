import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { EmptyState } from '../shared/ui/empty-state.tsx'
import { Page } from '../shared/ui/page.tsx'
import styles from './placeholder-screen.module.css'
import { HOME_PATH } from './route-table.ts'
import { useRouteEntry } from './use-route-entry.ts'

/**
 * A screen whose content is not built yet: its real title in the header and an empty state that says what the
 * screen is for. Detail screens get the transparent header over a picture area, as they will have.
 */
export default function PlaceholderScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const entry = useRouteEntry()
  if (!entry) return null
  const { screen } = entry
  const detail = screen.kind === 'detail'
  const isTab = entry.tab !== undefined
  const title = t(entry.titleKey)

  const emptyState = screen.empty ? (
    <div className={styles.card}>
      <EmptyState
        title={t(screen.empty.titleKey)}
        description={t(screen.empty.descriptionKey)}
        action={
          isTab ? null : (
            <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate(HOME_PATH)}>
              {t('ui.shell.goHome')}
            </Button>
          )
        }
      />
    </div>
  ) : null

  return (
    <Page title={title} back={!isTab} transparent={detail}>
      {detail ? <div className={styles.hero} aria-hidden="true" /> : null}
      <div className={detail ? styles.detailBody : styles.body}>
        {detail ? (
          <p className={styles.detailTitle} aria-hidden="true">
            {title}
          </p>
        ) : null}
        {emptyState}
      </div>
    </Page>
  )
}
