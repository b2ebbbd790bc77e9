import { FREQUENCY_RULES, type MonthlyCostOfOwning, type MortgageResult } from '@maplenest/core'
import type { TFunction } from 'i18next'
import type { MoneyFormat } from '../use-money-format.ts'

export interface CostOfOwningPart {
  readonly key: 'mortgage' | 'propertyTax' | 'maintenance'
  readonly label: string
  readonly value: string
  /** How the monthly figure is worked out, when it is not the amount as entered. */
  readonly note?: string
}

/** The parts of the monthly cost of owning that are known, top to bottom, with how each is worked out. */
export function costOfOwningParts(
  result: MortgageResult,
  cost: MonthlyCostOfOwning,
  t: TFunction,
  money: MoneyFormat,
): CostOfOwningPart[] {
  const { frequency, propertyTaxAnnual } = result.input
  const parts: CostOfOwningPart[] = [
    {
      key: 'mortgage',
      label: t('ui.mortgage.cost.mortgage'),
      value: money.cad(cost.mortgage),
      ...(frequency === 'monthly'
        ? {}
        : {
            note: t('ui.mortgage.cost.mortgageNote', {
              count: FREQUENCY_RULES[frequency].paymentsPerYear,
              amount: money.cad(result.paymentPerPeriod),
            }),
          }),
    },
  ]
  if (cost.propertyTax !== null && propertyTaxAnnual !== undefined) {
    parts.push({
      key: 'propertyTax',
      label: t('ui.mortgage.cost.propertyTax'),
      value: money.cad(cost.propertyTax),
      note: t('ui.mortgage.cost.propertyTaxNote', { amount: money.cadWhole(propertyTaxAnnual) }),
    })
  }
  if (cost.maintenance !== null) {
    parts.push({ key: 'maintenance', label: t('ui.mortgage.cost.maintenance'), value: money.cad(cost.maintenance) })
  }
  return parts
}
