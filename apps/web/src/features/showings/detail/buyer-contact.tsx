import type { Showing } from '@maplenest/core'
import { Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { copyText } from '../../../shared/share/copy-text.ts'
import styles from '../showings.module.css'

const dialable = (phone: string) => phone.replace(/[^\d+]/g, '')

/**
 * How the person who booked is reached. The buyer reads their own details as text; the handling agent gets one tap
 * for each way: call, text message, e-mail, and the WeChat ID copied (WeChat has no link that opens a chat).
 */
export function BuyerContact({ showing }: { showing: Showing }) {
  const { t } = useTranslation()
  const agentView = showing.role !== 'buyer'
  const rows: [string, string | null][] = [
    [t('ui.showings.detail.name'), showing.name],
    [t('ui.showings.detail.phone'), showing.phone],
    [t('ui.showings.detail.email'), showing.email],
    [t('ui.showings.detail.wechat'), showing.wechat],
  ]
  const copyWechat = async (wechat: string) => {
    const done = await copyText(wechat)
    Toast.show({ content: t(done ? 'ui.showings.detail.wechatCopied' : 'ui.showings.detail.copyFailed') })
  }
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('ui.showings.detail.contact')}</h2>
      <dl className={styles.facts}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className={styles.factRow}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {agentView ? (
        <div className={styles.agentLinks}>
          <a
            className={styles.agentLink}
            href={`tel:${dialable(showing.phone)}`}
            aria-label={t('ui.showings.detail.callLabel', { name: showing.name, phone: showing.phone })}
          >
            {t('ui.showings.detail.call')}
          </a>
          <a
            className={styles.agentLink}
            href={`sms:${dialable(showing.phone)}`}
            aria-label={t('ui.showings.detail.textLabel', { name: showing.name })}
          >
            {t('ui.showings.detail.text')}
          </a>
          <a
            className={styles.agentLink}
            href={`mailto:${showing.email}`}
            aria-label={t('ui.showings.detail.emailLabel', { name: showing.name })}
          >
            {t('ui.showings.detail.emailAgent')}
          </a>
          {showing.wechat ? (
            <button
              type="button"
              className={styles.agentLink}
              aria-label={t('ui.showings.detail.copyWechatLabel', { wechat: showing.wechat })}
              onClick={() => void copyWechat(showing.wechat!)}
            >
              {t('ui.showings.detail.copyWechat')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
