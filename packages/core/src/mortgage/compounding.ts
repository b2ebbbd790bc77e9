/**
 * Interest compounding. Canadian fixed-rate mortgages are quoted "compounded semi-annually, not in advance"
 * (Interest Act, R.S.C. 1985, c. I-15, s. 6: rates "calculated yearly or half-yearly, not in advance").
 * Variable-rate mortgages usually compound monthly (RBC, TD, BMO), but some lenders compound them
 * semi-annually, so compounding is a parameter with these defaults. Powers are taken through log1p/expm1
 * so that very small rates keep their precision.
 * Sources (checked mid-2026): ULCC Interest Act report 2008; propcalc.ca/blog/semi-annual-compounding-canada;
 * 6ix.ca/not-all-variable-rate-mortgages-are-the-same.
 */
export const RATE_TYPES = ['fixed', 'variable'] as const
export type RateType = (typeof RATE_TYPES)[number]

export const COMPOUNDINGS = ['semiAnnual', 'monthly'] as const
export type Compounding = (typeof COMPOUNDINGS)[number]

const COMPOUNDINGS_PER_YEAR: Record<Compounding, number> = { semiAnnual: 2, monthly: 12 }

export const DEFAULT_COMPOUNDING: Record<RateType, Compounding> = { fixed: 'semiAnnual', variable: 'monthly' }

export function toCompounding(rateType: RateType, compounding?: Compounding): Compounding {
  return compounding ?? DEFAULT_COMPOUNDING[rateType]
}

/**
 * Interest rate per payment period, as a fraction: i = (1 + j/m)^(m/k) − 1 for a nominal annual rate of
 * `annualRatePercent` %, m compoundings and k payments a year. Semi-annual with monthly payments gives
 * (1 + j/2)^(1/6) − 1; monthly compounding with monthly payments gives j/12.
 */
export function calculatePeriodicRate(
  annualRatePercent: number,
  compounding: Compounding,
  paymentsPerYear: number,
): number {
  const m = COMPOUNDINGS_PER_YEAR[compounding]
  const j = annualRatePercent / 100
  if (m === paymentsPerYear) return j / m
  return Math.expm1((m / paymentsPerYear) * Math.log1p(j / m))
}

/** Effective annual rate, as a fraction: (1 + j/m)^m − 1. */
export function calculateEffectiveAnnualRate(annualRatePercent: number, compounding: Compounding): number {
  const m = COMPOUNDINGS_PER_YEAR[compounding]
  return Math.expm1(m * Math.log1p(annualRatePercent / 100 / m))
}
