import type { enGB } from '../en-GB/index.ts'
import { zhHansCNFirstScreens } from './first-screens.ts'
import { zhHansCNLater } from './later.ts'

export const zhHansCN: Record<keyof typeof enGB, string> = { ...zhHansCNFirstScreens, ...zhHansCNLater }
