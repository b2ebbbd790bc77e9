import { dollarsToCents, formatCadWhole, type ListingSafety, type RentalProvince, SAFETY_TIPS } from '@maplenest/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import styles from '../rentals.module.css'
import { LicenceRegister } from './licence-register.tsx'
import { SourcedItem } from './source-link.tsx'

/** "This rent is 35 % below similar listings nearby (…)": computed by the api from our own listings. */
function BelowMarketWarning({ belowMarket }: { belowMarket: NonNullable<ListingSafety['belowMarket']> }) {
  const { t } = useTranslation()
  const locale = currentLocale()
  return (
    <p className={styles.warning}>
      {t('rental.safety.belowMarket', {
        percent: belowMarket.percent,
        median: formatCadWhole(dollarsToCents(belowMarket.median), locale),
        beds: t(`rental.safety.beds.${Math.min(4, Math.max(0, belowMarket.beds)) as 0 | 1 | 2 | 3 | 4}`),
        km: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(belowMarket.radiusM / 1000),
        count: belowMarket.comparables,
      })}
    </p>
  )
}

/**
 * What a student should know at the moment they contact, reserve or pay, in their language: never pay before a
 * viewing, never to a personal account abroad, how to check the agent's licence (with the agent's number when we
 * know it), fake-police calls; and the listing's rent far below its neighbours when it is.
 */
export function SafetyCard({
  province,
  safety,
  compact,
  brief,
}: {
  province: RentalProvince
  safety?: ListingSafety | null | undefined
  /** Inside another card: no frame of its own. */
  compact?: boolean
  /** Inside a form sheet: the two rules that matter at the moment of paying, without sources (the detail has them). */
  brief?: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  const [viewFirst, noForeignAccount, fakePolice] = SAFETY_TIPS
  if (brief) {
    return (
      <section className={`${styles.card} ${styles.safety}`} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {t('rental.safety.title')}
        </h2>
        <ul className={styles.tips}>
          {viewFirst ? <li>{t(viewFirst.key)}</li> : null}
          {noForeignAccount ? <li>{t(noForeignAccount.key)}</li> : null}
        </ul>
      </section>
    )
  }
  return (
    <section className={compact ? styles.compact : `${styles.card} ${styles.safety}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('rental.safety.title')}
      </h2>
      {safety?.belowMarket ? <BelowMarketWarning belowMarket={safety.belowMarket} /> : null}
      <ul className={styles.tips}>
        {viewFirst ? <SourcedItem rule={viewFirst} /> : null}
        {noForeignAccount ? <SourcedItem rule={noForeignAccount} /> : null}
        <li>
          <LicenceRegister province={province} registrationNumber={safety?.agent?.registrationNumber} />
        </li>
        {fakePolice ? <SourcedItem rule={fakePolice} /> : null}
      </ul>
    </section>
  )
}
