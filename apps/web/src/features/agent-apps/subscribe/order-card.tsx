import { asCents, formatCad, formatListingDate, type Order } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import styles from './subscribe.module.css'

/** Where invoices are paid: Interac e-Transfer, quoting the invoice number. */
const BILLING_EMAIL = 'billing@maplenest.ca'

/**
 * One order: its number, plan, amount and state; how to pay while pending (the invoice, or the Stripe page); its
 * receipt once paid (paid on, the period it covers). Administrators get a button to record an invoice's payment.
 */
export function OrderCard({
  order,
  onMarkPaid,
  marking,
}: {
  order: Order
  onMarkPaid?: (id: string) => void
  marking?: boolean
}) {
  const { t } = useTranslation()
  const locale = currentLocale()
  const day = (iso: string | null) => (iso ? formatListingDate(iso, locale) : '')
  const paid = order.status !== 'pending'
  return (
    <li className={styles.order}>
      <div className={styles.orderHead}>
        <h3 className={styles.orderNumber}>
          {paid
            ? t('ui.subscribe.order.receipt', { number: order.number })
            : t('ui.subscribe.order.invoice', { number: order.number })}
        </h3>
        <span className={`${styles.state} ${styles[`state_${order.status}`]}`}>
          {t(`ui.subscribe.order.status.${order.status}`)}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt>{t('ui.subscribe.order.plan')}</dt>
        <dd>{t(`ui.subscribe.plan.${order.plan}`)}</dd>
        <dt>{t('ui.subscribe.order.amount')}</dt>
        <dd>{formatCad(asCents(order.amountCents), locale)}</dd>
        <dt>{t('ui.subscribe.order.placed')}</dt>
        <dd>{day(order.createdAt)}</dd>
        {onMarkPaid ? (
          <>
            <dt>{t('ui.subscribe.order.agent')}</dt>
            <dd>
              {order.agentName} · {order.agentEmail}
            </dd>
          </>
        ) : null}
        {paid ? (
          <>
            <dt>{t('ui.subscribe.order.paidOn')}</dt>
            <dd>{day(order.paidAt)}</dd>
            <dt>{t('ui.subscribe.order.period')}</dt>
            <dd>{t('ui.subscribe.order.periodRange', { from: day(order.periodStart), to: day(order.periodEnd) })}</dd>
          </>
        ) : null}
      </dl>
      {paid && order.renewal && order.status === 'paid' ? (
        <p className={styles.note}>{t('ui.subscribe.order.renewalNote', { date: day(order.periodStart) })}</p>
      ) : null}
      {!paid && !onMarkPaid && order.provider === 'invoice' ? (
        <p className={styles.note}>
          {t('ui.subscribe.order.payInvoice', { email: BILLING_EMAIL, number: order.number })}
        </p>
      ) : null}
      {!paid && !onMarkPaid && order.checkoutUrl ? (
        <a className={styles.primary} href={order.checkoutUrl}>
          {t('ui.subscribe.order.payCard')}
        </a>
      ) : null}
      {!paid && onMarkPaid ? (
        <Button
          className={styles.button}
          color="primary"
          shape="rounded"
          loading={marking}
          onClick={() => onMarkPaid(order.id)}
        >
          {t('ui.subscribe.order.markPaid', { number: order.number })}
        </Button>
      ) : null}
    </li>
  )
}
