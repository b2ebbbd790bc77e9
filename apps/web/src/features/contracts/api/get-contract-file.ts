import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { CONTRACTS_KEY } from './contracts-keys.ts'

/** GET /house/api/contract/v1/{id}/file: the lease PDF, fetched with the access token (spec: downloads send it). */
const getContractFile = (fileUrl: string, signal?: AbortSignal) => api.download(fileUrl, { toast: false, signal })

const contractFileQuery = (fileUrl: string) =>
  queryOptions({
    queryKey: [...CONTRACTS_KEY, 'file', fileUrl],
    queryFn: ({ signal }) => getContractFile(fileUrl, signal),
    // The bytes of a contract's file never change under its URL while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useContractFile = (fileUrl: string) => useQuery(contractFileQuery(fileUrl))
