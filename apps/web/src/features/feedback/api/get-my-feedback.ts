import type { Feedback } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

export const MY_FEEDBACK_KEY = ['feedback', 'mine'] as const

/** GET /house/api/feedback/v1: the signed-in person's feedback, newest first, with replies. */
const getMyFeedback = (signal?: AbortSignal) => api.get<Feedback[]>('/house/api/feedback/v1', { toast: false, signal })

const getMyFeedbackQuery = () =>
  queryOptions({ queryKey: MY_FEEDBACK_KEY, queryFn: ({ signal }) => getMyFeedback(signal) })

export const useMyFeedback = () => useQuery(getMyFeedbackQuery())
