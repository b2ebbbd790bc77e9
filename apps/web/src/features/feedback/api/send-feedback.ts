import type { Feedback } from '@maplenest/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { MY_FEEDBACK_KEY } from './get-my-feedback.ts'

export const FEEDBACK_PATH = '/house/api/feedback/v1'

/**
 * POST /house/api/feedback/v1 (multipart: type, text, contact, images). Quiet: the form shows the server's words.
 * One Idempotency-Key per submission, so a submission that reaches the server twice is stored once.
 */
export const sendFeedback = (form: FormData) =>
  api.upload<Feedback>(FEEDBACK_PATH, form, { toast: false, idempotent: true })

export function useSendFeedback() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: MY_FEEDBACK_KEY }),
  })
}
