import type { AccountCounts } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

const getCounts = () => api.get<AccountCounts>('/house/api/user/v1/counts')

const countsQuery = (userId: string) =>
  queryOptions({ queryKey: ['account', 'counts', userId], queryFn: getCounts, staleTime: 30_000 })

/** The Account tab's counts for the signed-in person; nothing is asked for a visitor. */
export const useCounts = (userId: string | null) => useQuery({ ...countsQuery(userId ?? ''), enabled: Boolean(userId) })
