import { useTranslation } from 'react-i18next'
import { Page } from '../../../shared/ui/page.tsx'
import { BrokerGate } from '../components/broker-gate.tsx'
import { AppPictures } from '../settings/app-pictures.tsx'
import styles from '../settings/app-settings.module.css'

/** Subscribeto/avatar: the app's icon (every home-screen size is made from it) and its advertising picture. */
export function AvatarScreen() {
  const { t } = useTranslation()
  return (
    <Page title={t('route.subscribe-avatar')}>
      <BrokerGate>
        {(mine) => (
          <div className={styles.screen}>
            <p className={styles.hint}>{t('ui.appConfig.avatarIntro')}</p>
            <section className={styles.card} aria-label={t('ui.appConfig.pictures')}>
              <AppPictures app={mine.app} only={['icon', 'adv']} />
            </section>
          </div>
        )}
      </BrokerGate>
    </Page>
  )
}
