import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import {
  CalculatorIntro,
  hasListingCosts,
  MORTGAGE_PATHS,
  MORTGAGE_QUERY_PARAMS,
  MortgageForm,
  mortgagePath,
  readMortgageQuery,
  toMortgageFormState,
  toMortgageQuery,
} from '../../../features/mortgage/index.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { Page } from '../../../shared/ui/page.tsx'

/**
 * /pages/my/calculate/calculate: the mortgage calculator's inputs. Opened from a listing as
 * `?price=1250000&city=toronto` (or `vancouver`), with `&taxes=4512.3&maintenance=650.45` when it states them: the
 * price, place, property tax and condo fees are filled in and 20 % down is proposed. The payment shows at the top as
 * the figures are typed, with the monthly cost of owning when taxes or condo fees are known.
 * Opened with a whole calculation's query (see `MORTGAGE_QUERY_PARAMS`) it shows those figures to change.
 * Calculate opens calculate-result with the inputs in its query, a link that can be shared and reloaded.
 */
export default function CalculatePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [initial] = useState(() => toMortgageFormState(readMortgageQuery(params), currentLocale()))
  const fromListing = params.has(MORTGAGE_QUERY_PARAMS.price) && !params.has(MORTGAGE_QUERY_PARAMS.downPayment)

  const calculate = async (query: URLSearchParams) => {
    // Back from the result returns to these figures, not to the ones the form opened with.
    await navigate(mortgagePath(MORTGAGE_PATHS.form, query), { replace: true })
    await navigate(mortgagePath(MORTGAGE_PATHS.result, query))
  }

  return (
    <Page title={t('route.calculate')}>
      <CalculatorIntro fromListing={fromListing} withCosts={fromListing && hasListingCosts(params)} />
      <MortgageForm initial={initial} onCalculate={(input) => void calculate(toMortgageQuery(input))} />
    </Page>
  )
}
