import { Button } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSessionUser } from '../../shared/session/use-session.ts'
import { storage } from '../../shared/storage/storage.ts'
import styles from './push.module.css'
import { enablePush, type PushState, pushState } from './push-device.ts'

/**
 * Offers notifications at a moment that says why (a showing just booked: "the agent's answer"), never on first
 * open. Shown once per device until answered or dismissed; the browser is asked only after "Turn on".
 */
export function PushOffer({ reason }: { reason: 'showing' }) {
  const { t } = useTranslation()
  const user = useSessionUser()
  const [state, setState] = useState<PushState | null>(null)
  const [hidden, setHidden] = useState(() => storage.get('pushOffered') === 'true')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    void pushState().then((s) => live && setState(s))
    return () => {
      live = false
    }
  }, [])

  if (hidden || !user || state !== 'off') return null
  const turnOn = async () => {
    setBusy(true)
    try {
      setState(await enablePush(user.userId))
    } catch {
      setState('off')
    } finally {
      setBusy(false)
      setHidden(true)
    }
  }
  const notNow = () => {
    void storage.set('pushOffered', 'true')
    setHidden(true)
  }
  return (
    <section className={styles.offer} aria-labelledby="push-offer-title">
      <h2 id="push-offer-title" className={styles.offerTitle}>
        {t(`ui.push.offer.${reason}.title`)}
      </h2>
      <p className={styles.offerText}>{t(`ui.push.offer.${reason}.text`)}</p>
      <div className={styles.offerActions}>
        <Button fill="outline" shape="rounded" onClick={notNow}>
          {t('ui.push.offer.notNow')}
        </Button>
        <Button color="primary" shape="rounded" loading={busy} onClick={() => void turnOn()}>
          {t('ui.push.offer.turnOn')}
        </Button>
      </div>
    </section>
  )
}
