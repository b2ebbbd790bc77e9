import { type Cents, type MortgageCnyAmounts, type MortgageResult, toProvince } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useMoneyFormat } from '../use-money-format.ts'
import { CnyLine } from './cny-line.tsx'
import styles from './mortgage-result.module.css'
import { ResultRow } from './result-row.tsx'
import { ResultSection } from './result-section.tsx'

/**
 * Taxes due at closing: Ontario's land transfer tax and Toronto's municipal one, or BC's property transfer tax,
 * each with its first-time buyer or new-build relief; Ontario's sales tax on an insurance premium; then the cash
 * needed at closing.
 */
export function ClosingCostsSection({ result, cny }: { result: MortgageResult; cny: MortgageCnyAmounts }) {
  const { t } = useTranslation()
  const money = useMoneyFormat()
  const costs = result.closingCosts
  const credit = (amount: Cents) => money.cad(-amount as Cents)
  const bc = costs.bcPropertyTransferTax
  const bcExemptionLabel =
    bc?.exemption === 'newBuild'
      ? t('ui.mortgage.result.exemptionBcNewBuild')
      : t('ui.mortgage.result.exemptionBcFirstTimeBuyer')
  const insured = result.insurance.status === 'required'

  return (
    <ResultSection title={t('ui.mortgage.section.closingCosts')}>
      <dl className={styles.rows}>
        {costs.ontarioLandTransferTax ? (
          <>
            <ResultRow
              label={t('ui.mortgage.result.landTransferTaxOntario')}
              value={money.cad(costs.ontarioLandTransferTax.tax)}
            />
            {costs.ontarioLandTransferTax.rebate > 0 ? (
              <ResultRow
                label={t('ui.mortgage.result.rebateOntarioFirstTimeBuyer')}
                value={credit(costs.ontarioLandTransferTax.rebate)}
                tone="credit"
              />
            ) : null}
          </>
        ) : null}
        {costs.torontoLandTransferTax ? (
          <>
            <ResultRow
              label={t('ui.mortgage.result.landTransferTaxToronto')}
              value={money.cad(costs.torontoLandTransferTax.tax)}
            />
            {costs.torontoLandTransferTax.rebate > 0 ? (
              <ResultRow
                label={t('ui.mortgage.result.rebateTorontoFirstTimeBuyer')}
                value={credit(costs.torontoLandTransferTax.rebate)}
                tone="credit"
              />
            ) : null}
          </>
        ) : null}
        {bc ? (
          <>
            <ResultRow label={t('ui.mortgage.result.propertyTransferTaxBc')} value={money.cad(bc.tax)} />
            {bc.rebate > 0 ? <ResultRow label={bcExemptionLabel} value={credit(bc.rebate)} tone="credit" /> : null}
          </>
        ) : null}
        <ResultRow
          label={t('ui.mortgage.result.landTransferTaxPayable')}
          value={money.cad(costs.landTransferTax)}
          tone="total"
        />
        {costs.premiumSalesTax > 0 ? (
          <ResultRow
            label={t('ui.mortgage.result.premiumSalesTax')}
            value={money.cad(costs.premiumSalesTax)}
            note={t('ui.mortgage.result.premiumSalesTaxNote')}
          />
        ) : null}
        <ResultRow
          label={t('ui.mortgage.result.closingCosts')}
          value={money.cad(costs.total)}
          cny={<CnyLine amount={cny.closingCosts} size="large" />}
          tone="total"
        />
        <ResultRow
          label={t('ui.mortgage.result.cashToClose')}
          value={money.cad(result.cashToClose)}
          cny={<CnyLine amount={cny.cashToClose} size="large" />}
          tone="highlight"
        />
      </dl>
      {insured && toProvince(result.input.location) === 'BC' ? (
        <p className={styles.sectionNote}>{t('ui.mortgage.result.premiumSalesTaxNoneBc')}</p>
      ) : null}
      <p className={styles.sectionNote}>{t('ui.mortgage.result.closingCostsNote')}</p>
    </ResultSection>
  )
}
