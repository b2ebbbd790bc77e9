import type { Contract } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { CONTRACTS_KEY, CONTRACTS_PATH } from './contracts-keys.ts'

/** GET /house/api/contract/v1/{id}: one contract, for its tenant or its issuing agent. */
const getContract = (id: string, signal?: AbortSignal) =>
  api.get<Contract>(`${CONTRACTS_PATH}/${encodeURIComponent(id)}`, { toast: false, signal })

const contractQuery = (id: string) =>
  queryOptions({ queryKey: [...CONTRACTS_KEY, 'one', id], queryFn: ({ signal }) => getContract(id, signal) })

export const useContract = (id: string) => useQuery({ ...contractQuery(id), enabled: id !== '' })
