import type { Contract, ContractSignInput } from '@maplenest/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { CONTRACTS_KEY, CONTRACTS_PATH } from './contracts-keys.ts'

/** POST /house/api/contract/v1/{id}/sign: a party signs with their typed name and consent. Quiet: the sheet says why. */
const signContract = (id: string, input: ContractSignInput) =>
  api.post<Contract>(`${CONTRACTS_PATH}/${encodeURIComponent(id)}/sign`, input, { toast: false })

export function useSignContract(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: ContractSignInput) => signContract(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: CONTRACTS_KEY }),
  })
}
