import type { Contract } from '@maplenest/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { CONTRACTS_KEY, CONTRACTS_PATH } from './contracts-keys.ts'

/** POST /house/api/contract/v1 (multipart: the fields and the PDF `file`). Quiet: the form shows the server's words. */
const issueContract = (form: FormData) => api.upload<Contract>(CONTRACTS_PATH, form, { toast: false })

export function useIssueContract() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: issueContract,
    onSuccess: () => client.invalidateQueries({ queryKey: CONTRACTS_KEY }),
  })
}
