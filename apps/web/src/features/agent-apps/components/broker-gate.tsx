import type { MyApp } from '@maplenest/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { AGENT_APP_PATHS } from '../agent-app-paths.ts'
import { useMyApp } from '../api/get-my-app.ts'
import { AppLoadState } from './app-load-state.tsx'
import styles from './broker-gate.module.css'

/**
 * The broker's own app for a settings screen: the screen's content once it is there; a person who is not a broker
 * is told to become one first (spec §6).
 */
export function BrokerGate({
  children,
}: {
  children: (mine: MyApp & { app: NonNullable<MyApp['app']> }) => ReactNode
}) {
  const { t } = useTranslation()
  const mine = useMyApp()
  return (
    <AppLoadState query={mine}>
      {(data) =>
        data.broker && data.app ? (
          children({ ...data, app: data.app })
        ) : (
          <EmptyState
            title={t('ui.subscribe.notBroker.title')}
            description={t('ui.subscribe.notBroker.text')}
            action={
              <Link className={styles.action} to={AGENT_APP_PATHS.index}>
                {t('ui.subscribe.notBroker.action')}
              </Link>
            }
          />
        )
      }
    </AppLoadState>
  )
}

/** Says whether the app is live (until when) or waits for its subscription, with the way to the orders. */
export function LiveNote({ mine }: { mine: MyApp }) {
  const { t } = useTranslation()
  if (mine.app?.live) return null
  return (
    <p className={styles.warning}>
      {t('ui.appConfig.notLive')} <Link to={AGENT_APP_PATHS.order}>{t('ui.appConfig.notLiveAction')}</Link>
    </p>
  )
}
