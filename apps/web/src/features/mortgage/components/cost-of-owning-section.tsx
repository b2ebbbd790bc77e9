import type { MortgageCnyAmounts, MortgageResult } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useMoneyFormat } from '../use-money-format.ts'
import { CnyLine } from './cny-line.tsx'
import { costOfOwningParts } from './cost-of-owning-parts.ts'
import styles from './mortgage-result.module.css'
import { ResultRow } from './result-row.tsx'
import { ResultSection } from './result-section.tsx'

/** What the home costs a month: the mortgage payments, property taxes and maintenance; only when taxes or maintenance are known. */
export function CostOfOwningSection({ result, cny }: { result: MortgageResult; cny: MortgageCnyAmounts }) {
  const { t } = useTranslation()
  const money = useMoneyFormat()
  const cost = result.costOfOwning
  if (cost === null) return null
  return (
    <ResultSection title={t('ui.mortgage.cost.title')}>
      <dl className={styles.rows}>
        {costOfOwningParts(result, cost, t, money).map((part) => (
          <ResultRow key={part.key} label={part.label} value={part.value} {...(part.note ? { note: part.note } : {})} />
        ))}
        <ResultRow
          label={t('ui.mortgage.cost.total')}
          value={money.cad(cost.total)}
          tone="highlight"
          {...(cny.costOfOwning === null ? {} : { cny: <CnyLine amount={cny.costOfOwning} size="payment" /> })}
        />
      </dl>
      <p className={styles.sectionNote}>{t('ui.mortgage.cost.note')}</p>
    </ResultSection>
  )
}
