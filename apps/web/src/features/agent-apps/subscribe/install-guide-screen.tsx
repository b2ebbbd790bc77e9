import { useTranslation } from 'react-i18next'
import { useAgentApp } from '../../../shared/agent-app/agent-app-store.ts'
import { Page } from '../../../shared/ui/page.tsx'
import styles from './install-guide.module.css'
import { ChromeInstall, ChromeMenu, HomeIcon, SafariAdd, SafariShare } from './install-pictures.tsx'

/**
 * Subscribeto/onInstallationGuide: how to put the app on the home screen with no app store, in iOS Safari and in
 * Android Chrome, step by step with pictures; in an agent's app, the app is called by its own name and icon.
 */
export function InstallGuideScreen() {
  const { t } = useTranslation()
  const app = useAgentApp()
  const name = app?.appname || t('app.name')
  const icon = app?.applogo || null
  const steps = (os: 'ios' | 'android') =>
    os === 'ios'
      ? [
          { text: t('ui.install.ios.step1'), picture: <SafariShare label={t('ui.install.ios.picture1')} /> },
          { text: t('ui.install.ios.step2'), picture: <SafariAdd label={t('ui.install.ios.picture2')} /> },
          {
            text: t('ui.install.ios.step3', { name }),
            picture: <HomeIcon label={t('ui.install.picture3', { name })} icon={icon} />,
          },
        ]
      : [
          { text: t('ui.install.android.step1'), picture: <ChromeMenu label={t('ui.install.android.picture1')} /> },
          { text: t('ui.install.android.step2'), picture: <ChromeInstall label={t('ui.install.android.picture2')} /> },
          {
            text: t('ui.install.android.step3', { name }),
            picture: <HomeIcon label={t('ui.install.picture3', { name })} icon={icon} />,
          },
        ]
  return (
    <Page title={t('route.install-guide')}>
      <div className={styles.screen}>
        <p className={styles.intro}>{t('ui.install.intro', { name })}</p>
        {(['ios', 'android'] as const).map((os) => (
          <section key={os} className={styles.section} aria-labelledby={`install-${os}`}>
            <h2 id={`install-${os}`} className={styles.title}>
              {t(`ui.install.${os}.title`)}
            </h2>
            <ol className={styles.steps}>
              {steps(os).map((step, i) => (
                <li key={step.text} className={styles.step}>
                  <div className={styles.picture}>{step.picture}</div>
                  <p className={styles.stepText}>
                    <span className={styles.number} aria-hidden="true">
                      {i + 1}
                    </span>
                    {step.text}
                  </p>
                </li>
              ))}
            </ol>
          </section>
        ))}
        <p className={styles.note}>{t('ui.install.note')}</p>
      </div>
    </Page>
  )
}
