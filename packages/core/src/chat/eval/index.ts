import { DEV_EN } from './dev-en.ts'
import { DEV_ZH } from './dev-zh.ts'
import type { ChatEvalCase } from './eval-case.ts'
import { HELD_OUT_CASES } from './held-out.ts'

export type { ChatEvalCase } from './eval-case.ts'
export { evaluate } from './evaluate.ts'

export const DEV_CASES: readonly ChatEvalCase[] = [...DEV_EN, ...DEV_ZH]
export { HELD_OUT_CASES }
