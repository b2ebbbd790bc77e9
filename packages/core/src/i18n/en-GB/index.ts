import { auth } from './auth.ts'
import { common } from './common.ts'
import { errors } from './errors.ts'
import { routes } from './routes.ts'

export const enGB = { ...common, ...errors, ...auth, ...routes } as const
