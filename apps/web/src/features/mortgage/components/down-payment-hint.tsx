import {
  calculateDownPaymentPercent,
  calculateMinimumDownPayment,
  dollarsToCents,
  isInsurablePrice,
  MAX_PRICE_DOLLARS,
  parseNumberText,
} from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useMoneyFormat } from '../use-money-format.ts'

/** The legal minimum down payment for the price typed so far; nothing until the price is a number. */
export function DownPaymentHint({ price }: { price: string | undefined }) {
  const { t } = useTranslation()
  const money = useMoneyFormat()
  const dollars = parseNumberText(price)
  if (dollars === undefined || !Number.isFinite(dollars) || dollars <= 0 || dollars > MAX_PRICE_DOLLARS) return null
  const priceCents = dollarsToCents(dollars)
  const minimum = calculateMinimumDownPayment(priceCents)
  const text = t('ui.mortgage.hint.downPaymentMinimum', {
    amount: money.cadWhole(minimum),
    percent: money.percent(calculateDownPaymentPercent(priceCents, minimum)),
  })
  return isInsurablePrice(priceCents) ? text : `${text} ${t('ui.mortgage.hint.priceAboveInsuredCap')}`
}
