import { formatListingDate, type PlanId } from '@maplenest/core'
import { Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { isApiError } from '../../../shared/api/api-error.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { useSessionUser } from '../../../shared/session/use-session.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { AGENT_APP_PATHS } from '../agent-app-paths.ts'
import { useMyApp } from '../api/get-my-app.ts'
import { useOrders, usePendingOrders } from '../api/get-orders.ts'
import { useCreateOrder, useMarkOrderPaid } from '../api/order-writes.ts'
import { AppLoadState } from '../components/app-load-state.tsx'
import { OrderCard } from './order-card.tsx'
import { PlanCards } from './plan-cards.tsx'
import styles from './subscribe.module.css'

/** Administrators: invoices waiting for payment, each with a button to record it. */
function PendingInvoices() {
  const { t } = useTranslation()
  const pending = usePendingOrders(true)
  const markPaid = useMarkOrderPaid()
  const [marking, setMarking] = useState<string | null>(null)
  const mark = async (id: string) => {
    setMarking(id)
    try {
      await markPaid.mutateAsync(id)
      Toast.show({ content: t('ui.subscribe.order.marked') })
    } catch (error) {
      Toast.show({ content: isApiError(error) && error.msg ? error.msg : t('ui.agentApp.failed') })
    } finally {
      setMarking(null)
    }
  }
  return (
    <section className={styles.card} aria-labelledby="pending-invoices">
      <h2 id="pending-invoices" className={styles.cardTitle}>
        {t('ui.subscribe.admin.title')}
      </h2>
      <AppLoadState
        query={pending}
        isEmpty={(list) => list.length === 0}
        empty={<p className={styles.note}>{t('ui.subscribe.admin.empty')}</p>}
      >
        {(list) => (
          <ul className={styles.orders}>
            {list.map((order) => (
              <OrderCard key={order.id} order={order} onMarkPaid={mark} marking={marking === order.id} />
            ))}
          </ul>
        )}
      </AppLoadState>
    </section>
  )
}

/** A broker's subscription: whether the app is live, the plans to order, and every order with its invoice or receipt. */
function BrokerOrders() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const orders = useOrders(true)
  const create = useCreateOrder()
  const [busy, setBusy] = useState<PlanId | null>(null)
  const choose = async (plan: PlanId) => {
    setBusy(plan)
    try {
      const order = await create.mutateAsync({ plan })
      if (order.checkoutUrl) window.location.assign(order.checkoutUrl)
      else Toast.show({ content: t('ui.subscribe.order.created', { number: order.number }) })
    } catch (error) {
      Toast.show({ content: isApiError(error) && error.msg ? error.msg : t('ui.agentApp.failed') })
    } finally {
      setBusy(null)
    }
  }
  return (
    <AppLoadState query={orders}>
      {(list) => (
        <>
          <section className={`${styles.status} ${list.live ? '' : styles.statusOff}`} aria-live="polite">
            <p className={styles.statusTitle}>
              {list.live ? t('ui.subscribe.live.title') : t('ui.subscribe.notLive.title')}
            </p>
            <p className={styles.note}>
              {list.live && list.activeUntil
                ? t('ui.subscribe.live.until', { date: formatListingDate(list.activeUntil, currentLocale()) })
                : t('ui.subscribe.notLive.text')}
            </p>
            {params.get('paid') === '1' && !list.live ? (
              <p className={styles.note}>{t('ui.subscribe.order.confirming')}</p>
            ) : null}
          </section>
          <section className={styles.card} aria-labelledby="order-plans">
            <h2 id="order-plans" className={styles.cardTitle}>
              {list.live ? t('ui.subscribe.order.renewTitle') : t('ui.subscribe.order.chooseTitle')}
            </h2>
            <PlanCards onChoose={choose} busy={busy} />
            <p className={styles.note}>
              {list.provider === 'stripe' ? t('ui.subscribe.order.byCard') : t('ui.subscribe.order.byInvoice')}
            </p>
          </section>
          <section className={styles.card} aria-labelledby="order-list">
            <h2 id="order-list" className={styles.cardTitle}>
              {t('ui.subscribe.order.listTitle')}
            </h2>
            {list.items.length === 0 ? (
              <p className={styles.note}>{t('ui.subscribe.order.none')}</p>
            ) : (
              <ul className={styles.orders}>
                {list.items.map((order) => (
                  <OrderCard key={order.id} order={order} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </AppLoadState>
  )
}

/**
 * Subscribetotwo/order (and the older order addresses): a broker orders a plan and follows its invoices and receipts;
 * an administrator sees the invoices waiting to be marked paid; anyone else is told to become a broker first.
 */
export function OrderScreen() {
  const { t } = useTranslation()
  const user = useSessionUser()
  const mine = useMyApp(user?.type !== 'admin')
  const admin = user?.type === 'admin'
  return (
    <Page title={t('route.subscribe-order')}>
      <div className={styles.screen}>
        {admin ? (
          <PendingInvoices />
        ) : (
          <AppLoadState query={mine}>
            {(app) =>
              app.broker ? (
                <BrokerOrders />
              ) : (
                <EmptyState
                  title={t('ui.subscribe.notBroker.title')}
                  description={t('ui.subscribe.notBroker.text')}
                  action={
                    <Link className={styles.primary} to={AGENT_APP_PATHS.settlement}>
                      {t('ui.subscribe.cta.becomeBroker')}
                    </Link>
                  }
                />
              )
            }
          </AppLoadState>
        )}
      </div>
    </Page>
  )
}
