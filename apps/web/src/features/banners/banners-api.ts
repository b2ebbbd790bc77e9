import type { Banner, BannerDetail } from '@maplenest/core'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'

/** GET /house/api/banner/v1: the home banners shown now, in the reader's language. */
export const bannersQuery = (locale: string) =>
  queryOptions({
    queryKey: ['banners', locale],
    queryFn: ({ signal }) => api.get<Banner[]>('/house/api/banner/v1', { toast: false, signal }),
    staleTime: 5 * 60 * 1000,
  })

/** GET /house/api/banner/v1/{id}: one banner with its text (the text view). */
export const bannerQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: ['banners', 'one', id, locale],
    queryFn: ({ signal }) =>
      api.get<BannerDetail>(`/house/api/banner/v1/${encodeURIComponent(id)}`, { toast: false, signal }),
  })

/** The advertisement view call (spec §7), on a tap: recorded, and where it leads. */
export const viewBanner = (id: string) =>
  api.get<{ id: string; link: string }>(`/house/api/banner/v1/${encodeURIComponent(id)}/view`, { toast: false })
