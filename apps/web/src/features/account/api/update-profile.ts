import type { ProfileResponse, ProfileUpdate } from '@maplenest/core'
import { api } from '../../../shared/api/api.ts'

/** PUT /house/api/user/v1/profile; the form shows the server's answer itself. */
export const updateProfile = (body: ProfileUpdate) =>
  api.put<ProfileResponse>('/house/api/user/v1/profile', body, { toast: false })
