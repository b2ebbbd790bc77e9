import { Button, Toast } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  canPromptInstall,
  type InAppBrowser,
  type InstallPlatform,
  inAppBrowser,
  installPlatform,
  isStandalone,
  onInstallChange,
  promptInstall,
  wasInstalled,
} from '../../../shared/pwa/index.ts'
import { copyText } from '../../../shared/share/copy-text.ts'
import styles from './install-guide.module.css'
import { AddStepPicture, HomeStepPicture, ShareStepPicture } from './install-pictures.tsx'

function useInstallState() {
  const [, setTick] = useState(0)
  useEffect(() => onInstallChange(() => setTick((n) => n + 1)), [])
  return { canPrompt: canPromptInstall(), installed: wasInstalled() || isStandalone() }
}

function IosSteps({ appName, appIcon }: { appName: string; appIcon: string | null }) {
  const { t } = useTranslation()
  const steps = [
    { text: t('ui.install.ios.share'), picture: <ShareStepPicture label={t('ui.install.ios.share')} /> },
    {
      text: t('ui.install.ios.add'),
      picture: (
        <AddStepPicture
          label={t('ui.install.ios.add')}
          rowText={t('ui.install.ios.addRow')}
          otherText={t('ui.install.ios.copyRow')}
        />
      ),
    },
    {
      text: t('ui.install.ios.done', { name: appName }),
      picture: <HomeStepPicture label={t('ui.install.ios.done', { name: appName })} appName={appName} icon={appIcon} />,
    },
  ]
  return (
    <ol className={styles.steps} aria-label={t('ui.install.ios.title')}>
      {steps.map((step, i) => (
        <li key={step.text} className={styles.step}>
          <div className={styles.picture}>{step.picture}</div>
          <p className={styles.stepText}>
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            {step.text}
          </p>
        </li>
      ))}
    </ol>
  )
}

function AndroidSteps({ appName }: { appName: string }) {
  const { t } = useTranslation()
  return (
    <ol className={styles.plainSteps}>
      <li>{t('ui.install.android.menu')}</li>
      <li>{t('ui.install.android.choose')}</li>
      <li>{t('ui.install.android.confirm', { name: appName })}</li>
    </ol>
  )
}

/** In another app's browser: say to open the page in the phone's browser, how, and offer to copy its link. */
function OpenInBrowser({ browser, appName }: { browser: InAppBrowser; appName: string }) {
  const { t } = useTranslation()
  const copy = async () => {
    const done = await copyText(window.location.href)
    Toast.show({ content: t(done ? 'ui.install.inApp.copied' : 'ui.install.inApp.copyFailed') })
  }
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{t('ui.install.inApp.title')}</h2>
      <p className={styles.inApp}>{t(`ui.install.inApp.${browser}`, { name: appName })}</p>
      <Button block color="primary" fill="outline" shape="rounded" onClick={() => void copy()}>
        {t('ui.install.inApp.copy')}
      </Button>
    </section>
  )
}

export interface InstallGuideProps {
  platform?: InstallPlatform
  /** The app being installed: an agent's app is named by its own name and icon; by default MapleNest. */
  appName?: string
  appIcon?: string | null
  /** The steps of both iPhone and Android, for a guide someone sends to others (the agent's install guide). */
  everyPlatform?: boolean
}

/**
 * The install page (spec my/public/addhome, and Subscribeto/onInstallationGuide in an agent's app): the browser's own
 * install prompt where it offers one (Android Chrome), pictures of the steps in Safari on iPhone and iPad, and the
 * menu steps elsewhere. In another app's browser (WeChat's above all), which cannot install, it says to open the page in
 * the phone's browser and how, with its link to copy.
 */
export function InstallGuide({ platform, appName, appIcon = null, everyPlatform = false }: InstallGuideProps) {
  const { t } = useTranslation()
  const { canPrompt, installed } = useInstallState()
  const device = platform ?? installPlatform(navigator.userAgent, navigator.maxTouchPoints)
  const inApp = everyPlatform ? null : inAppBrowser(navigator.userAgent)
  const name = appName || t('app.name')
  const ios = (
    <section className={styles.section}>
      <h2 className={styles.heading}>{t('ui.install.ios.title')}</h2>
      <IosSteps appName={name} appIcon={appIcon} />
      <p className={styles.note}>{t('ui.install.ios.safariOnly')}</p>
    </section>
  )
  const android = (
    <section className={styles.section}>
      <h2 className={styles.heading}>{t('ui.install.android.title')}</h2>
      <AndroidSteps appName={name} />
      {device === 'other' && !everyPlatform ? (
        <p className={styles.note}>{t('ui.install.otherNote', { name })}</p>
      ) : null}
    </section>
  )

  const install = async () => {
    const outcome = await promptInstall()
    if (outcome === 'accepted') Toast.show({ content: t('ui.install.accepted', { name }) })
  }

  return (
    <div className={styles.guide}>
      <header className={styles.hero}>
        <img
          className={styles.icon}
          src={appIcon ?? `${import.meta.env.BASE_URL}pwa-192x192.png`}
          alt=""
          width={72}
          height={72}
        />
        <h2 className={styles.title}>{t('ui.install.title', { name })}</h2>
        <p className={styles.lead}>{t('ui.install.lead', { name })}</p>
      </header>
      {inApp && !installed ? (
        <OpenInBrowser browser={inApp} appName={name} />
      ) : installed ? (
        <p className={styles.done} role="status">
          {t('ui.install.installed', { name })}
        </p>
      ) : canPrompt ? (
        <section className={styles.section}>
          <Button block color="primary" shape="rounded" size="large" onClick={() => void install()}>
            {t('ui.install.button')}
          </Button>
          <p className={styles.note}>{t('ui.install.buttonNote')}</p>
        </section>
      ) : null}
      {installed || inApp || (canPrompt && !everyPlatform) ? null : everyPlatform ? (
        <>
          {ios}
          {android}
        </>
      ) : device === 'ios' ? (
        ios
      ) : (
        android
      )}
      <ul className={styles.benefits}>
        <li>{t('ui.install.benefit.fast')}</li>
        <li>{t('ui.install.benefit.notices')}</li>
        <li>{t('ui.install.benefit.space')}</li>
      </ul>
    </div>
  )
}
