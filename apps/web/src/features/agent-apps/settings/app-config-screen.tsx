import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Page } from '../../../shared/ui/page.tsx'
import { AGENT_APP_PATHS } from '../agent-app-paths.ts'
import { BrokerGate, LiveNote } from '../components/broker-gate.tsx'
import { AppConfigForm } from './app-config-form.tsx'
import { AppPictures } from './app-pictures.tsx'
import styles from './app-settings.module.css'

/** my/appconfig/appconfig: the broker's app — its pictures, name, colour, sub-domain and signature switch. */
export function AppConfigScreen() {
  const { t } = useTranslation()
  return (
    <Page title={t('route.appconfig')}>
      <BrokerGate>
        {(mine) => (
          <div className={styles.screen}>
            <LiveNote mine={mine} />
            <section className={styles.card} aria-labelledby="app-pictures">
              <h2 id="app-pictures" className={styles.cardTitle}>
                {t('ui.appConfig.pictures')}
              </h2>
              <AppPictures app={mine.app} />
            </section>
            <AppConfigForm key={mine.app.appId} app={mine.app} />
            <Link className={styles.upload} to={AGENT_APP_PATHS.myQrCode}>
              {t('ui.appConfig.toQr')}
            </Link>
            <Link
              className={styles.upload}
              to={`${AGENT_APP_PATHS.phonePreview}?appId=${encodeURIComponent(mine.app.appId)}&agentUserId=${encodeURIComponent(mine.app.userId)}`}
            >
              {t('ui.appConfig.preview')}
            </Link>
          </div>
        )}
      </BrokerGate>
    </Page>
  )
}
