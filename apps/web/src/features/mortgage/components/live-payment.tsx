import { FREQUENCY_RULES } from '@maplenest/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { LivePayment } from '../use-live-payment.ts'
import { useMoneyFormat } from '../use-money-format.ts'
import { costOfOwningParts } from './cost-of-owning-parts.ts'
import styles from './mortgage-form.module.css'

/**
 * The top of the form, kept in view while the person types: the payment per period as the figures stand, and the
 * monthly cost of owning part by part when taxes or maintenance are known; a quiet hint while the figures are not
 * complete or not right.
 */
export function LivePaymentCard({ live }: { live: LivePayment }) {
  const { t } = useTranslation()
  const money = useMoneyFormat()
  const titleId = useId()
  const result = live.kind === 'payment' ? live.result : null
  const cost = result?.costOfOwning ?? null
  const period = result ? t(FREQUENCY_RULES[result.input.frequency].periodKey) : ''
  return (
    <div className={styles.liveBar}>
      <section className={styles.live} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.liveTitle}>
          {t('ui.mortgage.live.title')}
        </h2>
        <div aria-live="polite" aria-atomic="true">
          {result ? (
            <p className={styles.livePayment}>
              <span className={styles.liveAmount}>{money.cad(result.paymentPerPeriod)}</span>
              {/* "$2,908.02 a month", "$2,908.02/月": a word after a space, a sign without one */}
              {/^\p{L}/u.test(period) ? ' ' : ''}
              <span className={styles.livePeriod}>{period}</span>
            </p>
          ) : (
            <p className={styles.liveHint}>
              {t(
                live.kind === 'needsPriceAndDown'
                  ? 'ui.mortgage.live.needsPriceAndDown'
                  : 'ui.mortgage.live.needsFixes',
              )}
            </p>
          )}
          {result && cost ? (
            <div className={styles.liveCost}>
              <dl className={styles.liveCostTotal}>
                <dt>{t('ui.mortgage.cost.title')}</dt>
                <dd>{money.cad(cost.total)}</dd>
              </dl>
              <ul className={styles.liveParts}>
                {costOfOwningParts(result, cost, t, money).map((part) => (
                  <li key={part.key}>
                    <span>{part.label}</span> <span className={styles.livePartValue}>{part.value}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </section>
    </div>
  )
}
