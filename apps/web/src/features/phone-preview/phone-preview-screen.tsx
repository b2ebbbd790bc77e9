import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useHref, useNavigate, useSearchParams } from 'react-router'
import { useSessionStatus } from '../../shared/session/index.ts'
import { storage } from '../../shared/storage/index.ts'
import { PageLoading } from '../../shared/ui/loading.tsx'
import { Page } from '../../shared/ui/page.tsx'
import { QrCode } from '../../shared/ui/qr-code.tsx'
import styles from './phone-preview.module.css'
import { readPreviewTarget, toPreviewPath } from './phone-preview-target.ts'

/** A desktop browser: a wide window and a fine pointer that hovers. A phone or a tablet gets the app itself. */
const DESKTOP = '(min-width: 768px) and (hover: hover) and (pointer: fine)'

/** The phone the frame imitates (spec §9 base width 375), 812 points tall. */
const PHONE = { width: 375, height: 812 } as const

/**
 * The frame shares this browser's storage (same origin): an agent's app opened in it remembers itself as the app
 * of this browser. What the preview changed is put back when the preview closes.
 */
function useStorageRestored() {
  useEffect(() => {
    const saved = { appIdinfo: storage.get('appIdinfo'), agentUserId: storage.get('agentUserId') }
    return () => {
      if (saved.appIdinfo) void storage.set('appIdinfo', saved.appIdinfo)
      else storage.remove('appIdinfo')
      if (saved.agentUserId) void storage.set('agentUserId', saved.agentUserId)
      else storage.remove('agentUserId')
    }
  }, [])
}

/**
 * The frame opens once this page's session is settled: the framed app shares its storage, and two apps starting a
 * visitor session at once would each replace the other's.
 */
function PhoneFrame({ src, title }: { src: string; title: string }) {
  useStorageRestored()
  if (useSessionStatus() === 'booting') return <PageLoading />
  return (
    <div className={styles.phone} style={{ width: PHONE.width + 24, height: PHONE.height + 24 }}>
      <iframe className={styles.screen} src={src} title={title} width={PHONE.width} height={PHONE.height} />
    </div>
  )
}

/**
 * /pages/iphoneiframe: on a desktop browser, the app inside a phone frame of 375 × 812 with a QR code that opens the
 * same page on a phone; agents reach it from their app's settings to see their branded app (`appId` and
 * `agentUserId`). On a phone it simply opens the app at that page.
 */
export function PhonePreviewScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const target = readPreviewTarget(search)
  const appPath = toPreviewPath(target)
  const [desktop] = useState(() => window.matchMedia(DESKTOP).matches)
  // the frame is a page of this app (under its base path), not a route of this router
  const frameSrc = useHref(appPath)

  useEffect(() => {
    if (!desktop) void navigate(appPath, { replace: true })
  }, [desktop, navigate, appPath])

  if (!desktop) return null
  const phoneUrl = new URL(frameSrc, window.location.origin).toString()
  const agentApp = target.appId !== null
  return (
    <Page title={t('route.iphoneiframe')} fullWidth>
      <div className={styles.layout}>
        <PhoneFrame src={frameSrc} title={t('ui.phonePreview.frameTitle')} />
        <aside className={styles.side}>
          <h2 className={styles.heading}>{t(agentApp ? 'ui.phonePreview.agentHeading' : 'ui.phonePreview.heading')}</h2>
          <p className={styles.text}>{t('ui.phonePreview.text')}</p>
          <QrCode className={styles.qr} text={phoneUrl} alt={t('ui.phonePreview.qrAlt')} />
          <p className={styles.url}>{phoneUrl}</p>
          <Link className={styles.open} to={appPath}>
            {t('ui.phonePreview.openHere')}
          </Link>
        </aside>
      </div>
    </Page>
  )
}
