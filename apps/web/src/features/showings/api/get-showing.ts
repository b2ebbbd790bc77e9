import type { Showing } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { SHOWINGS_KEY, SHOWINGS_PATH } from './showings-keys.ts'

/** GET /house/api/appointment/v1/{id}: one showing the person booked or handles, with what they may do now. */
const getShowing = (id: string, signal?: AbortSignal) =>
  api.get<Showing>(`${SHOWINGS_PATH}/${encodeURIComponent(id)}`, { toast: false, signal })

const getShowingQuery = (id: string) =>
  queryOptions({
    queryKey: [...SHOWINGS_KEY, 'one', id, currentLocale()],
    queryFn: ({ signal }) => getShowing(id, signal),
  })

export const useShowing = (id: string) => useQuery({ ...getShowingQuery(id), enabled: id !== '' })
