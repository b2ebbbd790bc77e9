import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Page } from '../../../shared/ui/page.tsx'
import { BrokerGate, LiveNote } from '../components/broker-gate.tsx'
import styles from './qr.module.css'
import { QrCard } from './qr-card.tsx'

/** my/myqrcode/myqrcode: the broker's invite link as a branded QR code, to show, copy or save as a PNG. */
export function MyQrCodeScreen() {
  const { t } = useTranslation()
  return (
    <Page title={t('route.myqrcode')}>
      <BrokerGate>
        {(mine) => (
          <div className={styles.screen}>
            <LiveNote mine={mine} />
            <p className={styles.intro}>{t('ui.qr.mine.intro', { appName: mine.app.appName })}</p>
            <InviteQr
              url={mine.app.inviteUrl}
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

function InviteQr({ url, colour, icon, caption }: { url: string; colour: string; icon: string; caption: string }) {
  const { t } = useTranslation()
  const input = useMemo(() => ({ url, colour, iconUrl: icon, caption }), [url, colour, icon, caption])
  return <QrCard input={input} label={t('ui.qr.mine.label', { appName: caption })} />
}
