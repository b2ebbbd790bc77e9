import type { z } from 'zod'
import { checkRules, type FieldRule } from './check-rules.ts'

/**
 * The generic checker as a zod refinement of an object schema: the first failing rule becomes one issue on its field,
 * its message a catalogue key as every schema's is. Rules used here should name messages without parameters.
 */
export function refineWithRules(rules: readonly FieldRule[]) {
  return (value: Readonly<Record<string, unknown>>, ctx: z.RefinementCtx) => {
    const result = checkRules(value, rules)
    if (!result.ok) ctx.addIssue({ code: 'custom', path: [result.field], message: result.message })
  }
}
