import { DEPOSIT_RULES, explainPrepay, type RentalProvince } from '@maplenest/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import styles from '../rentals.module.css'
import { SourcedItem } from './source-link.tsx'

/**
 * What a student who offers (or is asked for) months of rent up front should know, in their province: what a
 * landlord may lawfully ask for, what they may offer of their own accord, and how to do it safely. Nothing when
 * the months are within what the law allows a landlord to take.
 */
export function PrepayExplanation({
  province,
  months,
  beyondDeposit,
}: {
  province: RentalProvince
  months: number | null
  /** Months on top of the deposit (the demand's rent prepaid by choice): every one of them is explained. */
  beyondDeposit?: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  const explanation = explainPrepay(province, months, { beyondDeposit: beyondDeposit === true })
  if (!explanation) return null
  return (
    <section className={`${styles.card} ${styles.safety}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('rental.prepay.title', { count: explanation.months })}
      </h2>
      <p className={styles.hint}>{t('rental.rules.title', { province: t(`rental.rules.province.${province}`) })}</p>
      <ul className={styles.tips}>
        {[...explanation.lawful, ...explanation.voluntary, ...explanation.safeguards].map((rule) => (
          <SourcedItem key={rule.key} rule={rule} />
        ))}
      </ul>
      <p className={styles.disclaimer}>{t('rental.rules.disclaimer')}</p>
    </section>
  )
}

/** What a landlord may ask for before a tenancy in the province, with sources. */
export function DepositRules({ province }: { province: RentalProvince }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('rental.rules.title', { province: t(`rental.rules.province.${province}`) })}
      </h2>
      <ul className={styles.tips}>
        {DEPOSIT_RULES[province].map((rule) => (
          <SourcedItem key={rule.key} rule={rule} />
        ))}
      </ul>
      <p className={styles.disclaimer}>{t('rental.rules.disclaimer')}</p>
    </section>
  )
}
