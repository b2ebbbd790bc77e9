import { type ContractProvince, LEASE_RULE_UPFRONT, LEASE_RULES } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../shared/ui/section-card.tsx'
import styles from './contracts.module.css'

/** What a tenant should know about a lease in its province, each rule with its public source. */
export function LeaseRules({ province }: { province: ContractProvince }) {
  const { t } = useTranslation()
  const rules = [...LEASE_RULES[province], LEASE_RULE_UPFRONT]
  return (
    <SectionCard title={t('contract.rules.title', { province: t(`contract.province.${province}`) })}>
      <ul className={styles.rules}>
        {rules.map((rule) => (
          <li key={rule.key}>
            <p>{t(rule.key)}</p>
            <a href={rule.source} target="_blank" rel="noreferrer" className={styles.source}>
              {t('contract.rules.source')}: {new URL(rule.source).hostname}
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.disclaimer}>{t('contract.rules.disclaimer')}</p>
    </SectionCard>
  )
}
