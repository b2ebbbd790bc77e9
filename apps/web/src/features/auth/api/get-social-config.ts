import type { SocialConfig } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

/** GET /auth/social: which social sign-in the web can start (Apple when configured). */
const getSocialConfig = (signal?: AbortSignal) => api.get<SocialConfig>('/auth/social', { toast: false, signal })

const socialConfigQuery = () =>
  queryOptions({
    queryKey: ['auth', 'social'],
    queryFn: ({ signal }) => getSocialConfig(signal),
    staleTime: 5 * 60_000,
  })

export const useSocialConfig = () => useQuery(socialConfigQuery())
