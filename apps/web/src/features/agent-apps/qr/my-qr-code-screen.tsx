import type { Locale } from '@maplenest/core'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { useInviteLink } from '../api/get-invite-link.ts'
import { useWebAppShare } from '../api/get-web-app-share.ts'
import { BrokerGate, LiveNote } from '../components/broker-gate.tsx'
import styles from './qr.module.css'
import { QrCard, type ShareCard } from './qr-card.tsx'

/** The languages a link can open in: the reader's own (none), or one the agent chooses, each in its own name. */
const LINK_LANGUAGES: {
  value: Locale | null
  key: 'ui.qr.language.none' | 'ui.account.setup.english' | 'ui.account.setup.chinese'
}[] = [
  { value: null, key: 'ui.qr.language.none' },
  { value: 'en-GB', key: 'ui.account.setup.english' },
  { value: 'zh-Hans-CN', key: 'ui.account.setup.chinese' },
]

/**
 * my/myqrcode/myqrcode: the broker's invite link as a branded QR code, to show, copy or save as a PNG. She chooses
 * the language the link opens in; the code holds the short link (`/h5/i/<code>`, decision 0133).
 */
export function MyQrCodeScreen() {
  const { t } = useTranslation()
  return (
    <Page title={t('route.myqrcode')}>
      <BrokerGate>
        {(mine) => (
          <div className={styles.screen}>
            <LiveNote mine={mine} />
            <p className={styles.intro}>{t('ui.qr.mine.intro', { appName: mine.app.appName })}</p>
            <LinkLanguageQr
              app={{ appId: mine.app.appId, userId: mine.app.userId }}
              fallbackUrl={mine.app.inviteUrl}
              colour={mine.app.themeColor}
              icon={mine.app.icons.icon192}
              caption={mine.app.appName}
            />
          </div>
        )}
      </BrokerGate>
    </Page>
  )
}

function LinkLanguageQr({
  app,
  fallbackUrl,
  colour,
  icon,
  caption,
}: {
  app: { appId: string; userId: string }
  fallbackUrl: string
  colour: string
  icon: string
  caption: string
}) {
  const { t } = useTranslation()
  const name = useId()
  const [language, setLanguage] = useState<Locale | null>(null)
  const link = useInviteLink(language)
  // the card a share sheet shows with the link: the app's name and a line naming her, in the link's language
  const card = useWebAppShare(app.userId, app.appId, language).data
  const share = card ? { title: card.title, text: card.summary } : undefined
  return (
    <>
      <fieldset className={styles.languages} aria-describedby={`${name}-hint`}>
        <legend className={styles.legend}>{t('ui.qr.language.legend')}</legend>
        <div className={styles.choiceRow}>
          {LINK_LANGUAGES.map(({ value, key }) => (
            <label key={value ?? 'none'} className={styles.choice}>
              <input type="radio" name={name} checked={language === value} onChange={() => setLanguage(value)} />
              <span lang={value ?? undefined}>{t(key)}</span>
            </label>
          ))}
        </div>
        <p id={`${name}-hint`} className={styles.hint}>
          {t(language ? 'ui.qr.language.hint' : 'ui.qr.language.noneHint')}
        </p>
      </fieldset>
      {link.data ? (
        <InviteQr url={link.data.url} colour={colour} icon={icon} caption={caption} share={share} />
      ) : link.isError ? (
        <>
          <p className={styles.warning} role="alert">
            {t('ui.qr.linkFailed')}
          </p>
          <InviteQr url={fallbackUrl} colour={colour} icon={icon} caption={caption} share={share} />
        </>
      ) : (
        <PageLoading />
      )}
    </>
  )
}

function InviteQr({
  url,
  colour,
  icon,
  caption,
  share,
}: {
  url: string
  colour: string
  icon: string
  caption: string
  share: ShareCard | undefined
}) {
  const { t } = useTranslation()
  const input = useMemo(() => ({ url, colour, iconUrl: icon, caption }), [url, colour, icon, caption])
  return <QrCard input={input} label={t('ui.qr.mine.label', { appName: caption })} share={share} />
}
