import type { ContractPage } from '@maplenest/core'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { nextCursorOf, type PageCursor, withCursor } from '../../../shared/api/paged.ts'
import { usePaged } from '../../../shared/api/use-paged.ts'
import { CONTRACTS_KEY, CONTRACTS_PATH } from './contracts-keys.ts'

const CONTRACTS_PAGE_SIZE = 20

/** GET /house/api/contract/v1?cursor=: the tenant's contracts, or those an agent issued, newest first. */
const getContracts = (cursor: PageCursor, signal?: AbortSignal) =>
  api.get<ContractPage>(CONTRACTS_PATH, {
    query: withCursor({ limit: CONTRACTS_PAGE_SIZE }, cursor),
    toast: false,
    signal,
  })

const contractsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...CONTRACTS_KEY, 'list'] as const,
    queryFn: ({ pageParam, signal }) => getContracts(pageParam, signal),
    initialPageParam: undefined as PageCursor,
    getNextPageParam: nextCursorOf,
  })

export const useContracts = () => usePaged(contractsQuery())
