/** What other parts of the app may use from the mortgage calculator; everything else stays inside the feature. */

export { CalculatorIntro } from './components/calculator-intro.tsx'
export { MortgageForm } from './components/mortgage-form.tsx'
export { MortgageResultView } from './components/mortgage-result-view.tsx'
export { toMortgageFormState } from './mortgage-form-state.ts'
export { MORTGAGE_PATHS, mortgagePath } from './mortgage-paths.ts'
export { hasListingCosts, MORTGAGE_QUERY_PARAMS, readMortgageQuery, toMortgageQuery } from './mortgage-query.ts'
export { useMortgageResult } from './use-mortgage-result.ts'
