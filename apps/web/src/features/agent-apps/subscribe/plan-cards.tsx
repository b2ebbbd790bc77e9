import { asCents, formatCad, type PlanId } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { usePlans } from '../api/get-plans.ts'
import { AppLoadState } from '../components/app-load-state.tsx'
import styles from './subscribe.module.css'

/** The two plans with their prices (taxes included); `onChoose` adds an order button to each. */
export function PlanCards({ onChoose, busy }: { onChoose?: (plan: PlanId) => void; busy?: PlanId | null }) {
  const { t } = useTranslation()
  const plans = usePlans()
  const locale = currentLocale()
  return (
    <AppLoadState query={plans}>
      {(list) => (
        <div className={styles.plans}>
          {list.map((plan) => (
            <div key={plan.id} className={`${styles.plan} ${plan.id === 'yearly' ? styles.planBest : ''}`}>
              {plan.id === 'yearly' ? <span className={styles.badge}>{t('ui.subscribe.plan.best')}</span> : null}
              <h3 className={styles.planName}>{t(`ui.subscribe.plan.${plan.id}`)}</h3>
              <p className={styles.planPrice}>{formatCad(asCents(plan.priceCents), locale)}</p>
              <p className={styles.planNote}>
                {plan.months === 1
                  ? t('ui.subscribe.plan.perMonth')
                  : t('ui.subscribe.plan.perYear', {
                      monthly: formatCad(asCents(Math.round(plan.priceCents / plan.months)), locale),
                    })}
              </p>
              {onChoose ? (
                <Button
                  className={styles.button}
                  color="primary"
                  shape="rounded"
                  loading={busy === plan.id}
                  disabled={Boolean(busy)}
                  onClick={() => onChoose(plan.id)}
                >
                  {t('ui.subscribe.plan.order', { plan: t(`ui.subscribe.plan.${plan.id}`) })}
                </Button>
              ) : null}
            </div>
          ))}
        </div>
      )}
    </AppLoadState>
  )
}
