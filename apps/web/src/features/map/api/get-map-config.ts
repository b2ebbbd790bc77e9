import type { MapConfig } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '../../../shared/api/api.ts'
import { pmtilesStyleUrl } from '../basemap/pmtiles-style-url.ts'

export const MAP_CONFIG_PATH = '/house/api/map/v1/config'

/** GET /house/api/map/v1/config: the basemap the server names (a style, or a PMTiles archive), or none. */
function getMapConfig(signal?: AbortSignal): Promise<MapConfig> {
  return api.get<MapConfig>(MAP_CONFIG_PATH, { toast: false, signal })
}

/** The basemap is the server's setting: it does not change while the app runs. */
const getMapConfigQuery = () =>
  queryOptions({
    queryKey: ['map', 'config'],
    queryFn: ({ signal }) => getMapConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })

/**
 * The style to draw: undefined while asking, null for the bundled basemap (also when the call failed), the
 * operator's style URL, or for a PMTiles archive the style URL of its Protomaps basemap in the page's language.
 */
export function useMapStyle(): string | null | undefined {
  const { i18n } = useTranslation()
  const config = useQuery(getMapConfigQuery())
  if (config.data) {
    const { pmtilesUrl, styleUrl } = config.data
    return pmtilesUrl ? pmtilesStyleUrl(pmtilesUrl, i18n.language) : styleUrl
  }
  return config.isError ? null : undefined
}
