/**
 * The calculator's starting terms where a person has not given their own: 20 % down (a conventional mortgage, no
 * default insurance), a 4.5 % fixed rate and a 25-year amortization. The calculator form proposes them and the
 * compare table states them beside the monthly payments it works out.
 */
export const MORTGAGE_DEFAULTS = {
  downPaymentPercent: 20,
  annualRatePercent: 4.5,
  amortizationYears: 25,
} as const
