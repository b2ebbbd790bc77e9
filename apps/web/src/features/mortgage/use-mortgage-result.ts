import { calculateMortgage, type MortgageResult, parseMortgageInput } from '@maplenest/core'
import { useMemo } from 'react'
import { readMortgageQuery } from './mortgage-query.ts'

/**
 * The calculation a result link describes, with the rules in force today; null when the query is missing
 * or invalid (the same checks as the form's).
 */
export function useMortgageResult(search: string): MortgageResult | null {
  return useMemo(() => {
    const parsed = parseMortgageInput(readMortgageQuery(new URLSearchParams(search)))
    return parsed.success ? calculateMortgage(parsed.input, { asOf: new Date() }) : null
  }, [search])
}
