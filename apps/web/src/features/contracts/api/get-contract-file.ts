import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { CONTRACTS_KEY } from './contracts-keys.ts'

/** GET /house/api/contract/v1/{id}/file: the lease PDF, fetched with the access token (spec: downloads send it). */
const getContractFile = (fileUrl: string, signal?: AbortSignal) => api.download(fileUrl, { toast: false, signal })

const contractFileQuery = (fileUrl: string, version: string) =>
  queryOptions({
    queryKey: [...CONTRACTS_KEY, 'file', fileUrl, version],
    queryFn: ({ signal }) => getContractFile(fileUrl, signal),
    // The bytes behind a URL change once, when the second signature makes the signed PDF: its hash is the version.
    staleTime: Number.POSITIVE_INFINITY,
  })

/** The contract's PDF; `version` names the bytes (the original's hash, then the signed PDF's). */
export const useContractFile = (fileUrl: string, version: string) => useQuery(contractFileQuery(fileUrl, version))
