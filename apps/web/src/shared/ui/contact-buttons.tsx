import { useTranslation } from 'react-i18next'
import styles from './contact-buttons.module.css'
import { openAppLink } from './open-app-link.ts'
import { showToast } from './overlays.ts'

export interface ContactPerson {
  name: string
  phone: string | null
  email: string | null
  wechat: string | null
}

/**
 * How to reach a person as they gave it: their phone, e-mail and WeChat ID written out, with Call (`tel:`), E-mail
 * (`mailto:`, with a subject), Copy WeChat ID and Open WeChat, which copies the ID and opens WeChat to paste it in its
 * search (WeChat has no link that opens a chat from a web page); a device without WeChat is told so. A way they did
 * not give has no button.
 */
export function ContactButtons({
  person,
  emailSubject,
  openLink = openAppLink,
}: {
  person: ContactPerson
  emailSubject?: string
  /** How a link to another app is opened; tests give their own. */
  openLink?: (href: string) => Promise<boolean>
}) {
  const { t } = useTranslation()
  const { name, phone, email, wechat } = person
  const copy = async () => {
    if (!wechat) return
    try {
      await navigator.clipboard.writeText(wechat)
      showToast(t('ui.contact.copied'))
    } catch {
      showToast(t('ui.contact.copyFailed', { wechat }))
    }
  }
  const openWechat = async () => {
    if (!wechat) return
    await navigator.clipboard?.writeText(wechat).catch(() => {})
    if (!(await openLink('weixin://'))) showToast(t('ui.contact.openWechatFailed'))
  }
  return (
    <>
      <p className={styles.details}>
        {phone ? <span>{phone}</span> : null}
        {email ? <span>{email}</span> : null}
        {wechat ? <span>{t('ui.contact.wechat', { wechat })}</span> : null}
      </p>
      <div className={styles.actions}>
        {phone ? (
          <a
            className={`${styles.action} ${styles.primary}`}
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            aria-label={t('ui.contact.callLabel', { name, phone })}
          >
            {t('ui.contact.call')}
          </a>
        ) : null}
        {email ? (
          <a
            className={styles.action}
            href={`mailto:${email}${emailSubject ? `?subject=${encodeURIComponent(emailSubject)}` : ''}`}
            aria-label={t('ui.contact.emailLabel', { name, email })}
          >
            {t('ui.contact.email')}
          </a>
        ) : null}
        {wechat ? (
          <button
            type="button"
            className={styles.action}
            onClick={() => void copy()}
            aria-label={t('ui.contact.copyWechatLabel', { name, wechat })}
          >
            {t('ui.contact.copyWechat')}
          </button>
        ) : null}
        {wechat ? (
          <button
            type="button"
            className={styles.action}
            onClick={() => void openWechat()}
            aria-label={t('ui.contact.openWechatLabel', { name, wechat })}
          >
            {t('ui.contact.openWechat')}
          </button>
        ) : null}
      </div>
    </>
  )
}
