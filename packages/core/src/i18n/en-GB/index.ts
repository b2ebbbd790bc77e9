import { enGBFirstScreens } from './first-screens.ts'
import { enGBLater } from './later.ts'

export const enGB = { ...enGBFirstScreens, ...enGBLater } as const
