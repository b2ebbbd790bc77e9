import type { ProfileResponse } from '@maplenest/core'
import { api } from '../../../shared/api/api.ts'

/** POST /house/api/user/v1/avatar (multipart, file field `avatar`). */
export function uploadAvatar(file: Blob, name: string) {
  const form = new FormData()
  form.append('avatar', file, name)
  return api.upload<ProfileResponse>('/house/api/user/v1/avatar', form, { toast: false })
}
