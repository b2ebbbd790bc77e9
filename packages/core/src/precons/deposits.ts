import type { DepositStep } from './precons.schema.ts'

export interface DepositRow {
  /** Dollars due at this step, whole. */
  amount: number
  /** Share of the price paid at this step and up to it, percent (two decimals). */
  percent: number
  cumulativePercent: number
  /** The due date (UTC, YYYY-MM-DD), or null when due on occupancy. */
  dueDate: string | null
  onOccupancy: boolean
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** Adds whole days to a date, in UTC, as YYYY-MM-DD. */
function addDays(date: Date, days: number): string {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days))
    .toISOString()
    .slice(0, 10)
}

/**
 * The deposit schedule of a purchase at `price` signed on `signedOn`: each step's amount in whole dollars and due
 * date. A fixed step is its amount; a percent step is that share of the price; a "balance to" step tops the deposits
 * paid so far up to that cumulative share (never below zero). Dollars are rounded to the nearest dollar.
 */
export function calculateDepositSchedule(
  steps: readonly DepositStep[],
  price: number,
  signedOn: Date,
): { rows: DepositRow[]; total: number; totalPercent: number } {
  if (!Number.isFinite(price) || price <= 0) throw new RangeError(`not a price: ${price}`)
  let paid = 0
  const rows = steps.map((step): DepositRow => {
    const amount =
      step.kind === 'fixed'
        ? Math.round(step.value)
        : step.kind === 'percent'
          ? Math.round((price * step.value) / 100)
          : Math.max(0, Math.round((price * step.value) / 100) - paid)
    paid += amount
    return {
      amount,
      percent: round2((amount / price) * 100),
      cumulativePercent: round2((paid / price) * 100),
      dueDate: step.dueDays === null ? null : addDays(signedOn, step.dueDays),
      onOccupancy: step.dueDays === null,
    }
  })
  return { rows, total: paid, totalPercent: round2((paid / price) * 100) }
}
