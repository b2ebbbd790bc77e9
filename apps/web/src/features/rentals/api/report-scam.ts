import type { ScamReportForm } from '@maplenest/core'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { RENTAL_PATH } from './rental-keys.ts'

/** POST /house/api/rental/v1/report: a suspected scam on a listing or an agent, for the administrators. */
const reportScam = (body: ScamReportForm) => api.post<{ id: string }>(`${RENTAL_PATH}/report`, body, { toast: false })

export const useReportScam = () => useMutation({ mutationFn: reportScam })
