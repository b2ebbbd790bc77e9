import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useAgentApp } from '../../../shared/agent-app/agent-app-store.ts'
import { Page } from '../../../shared/ui/page.tsx'
import styles from './qr.module.css'
import { QrCard } from './qr-card.tsx'

/**
 * my/public/qrcode and qrcodeh5 (and Subscribetonew/qrcodeh5): a code that opens this app on another phone. In an
 * agent's app it is the app's invite link (whoever scans it joins the same agent); otherwise the web app's address.
 */
export function PublicQrScreen({ variant }: { variant: 'qrcode' | 'qrcodeh5' }) {
  const { t } = useTranslation()
  const app = useAgentApp()
  const vo = app?.appInfoVo ?? null
  const invite = typeof vo?.inviteUrl === 'string' ? vo.inviteUrl : null
  const url = invite ?? `${window.location.origin}/h5/`
  const caption = app?.appname || t('app.name')
  const input = useMemo(
    () => ({
      url,
      colour: typeof vo?.themeColor === 'string' ? vo.themeColor : null,
      iconUrl: app?.applogo || '/h5/pwa-192x192.png',
      caption,
    }),
    [url, vo, app, caption],
  )
  return (
    <Page title={t(`route.${variant}`)}>
      <div className={styles.screen}>
        <p className={styles.intro}>{t(`ui.qr.${variant}.intro`, { appName: caption })}</p>
        <QrCard input={input} label={t('ui.qr.public.label', { appName: caption })} />
      </div>
    </Page>
  )
}
