import { api } from '../../../shared/api/api.ts'

/** POST /house/api/vow/v1/accept: the signed-in registered user accepts the terms of use. */
export function acceptVowTerms(): Promise<unknown> {
  return api.post<unknown>('/house/api/vow/v1/accept')
}
