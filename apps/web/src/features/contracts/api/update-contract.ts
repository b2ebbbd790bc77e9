import type { Contract, ContractUpdate } from '@maplenest/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { CONTRACTS_KEY, CONTRACTS_PATH } from './contracts-keys.ts'

/** PUT /house/api/contract/v1/{id}: the issuing agent changes the dates or the remarks. Quiet: the sheet says why. */
const updateContract = (id: string, change: ContractUpdate) =>
  api.put<Contract>(`${CONTRACTS_PATH}/${encodeURIComponent(id)}`, change, { toast: false })

export function useUpdateContract(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (change: ContractUpdate) => updateContract(id, change),
    onSuccess: () => client.invalidateQueries({ queryKey: CONTRACTS_KEY }),
  })
}
