import type { Feedback } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { MY_FEEDBACK_KEY } from './get-my-feedback.ts'

/** GET /house/api/feedback/v1/{id}: one of the signed-in person's feedback, with our reply. */
const getFeedback = (id: string, signal?: AbortSignal) =>
  api.get<Feedback>(`/house/api/feedback/v1/${encodeURIComponent(id)}`, { toast: false, signal })

const getFeedbackQuery = (id: string) =>
  queryOptions({ queryKey: [...MY_FEEDBACK_KEY, id], queryFn: ({ signal }) => getFeedback(id, signal) })

export const useFeedback = (id: string) => useQuery({ ...getFeedbackQuery(id), enabled: id !== '' })
