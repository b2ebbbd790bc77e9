import type { UpdateVersion } from '@maplenest/core'
import { api } from '../../../shared/api/api.ts'

/** GET /app/updateVersion (spec §7): is a newer build live than this one? Quiet: a failed check is simply no news. */
export const getUpdateVersion = (version: string) =>
  api.get<UpdateVersion>('/app/updateVersion', { query: { version, platform: 'web' }, toast: false })
