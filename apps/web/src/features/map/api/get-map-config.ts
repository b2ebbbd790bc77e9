import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

export const MAP_CONFIG_PATH = '/house/api/map/v1/config'

/** GET /house/api/map/v1/config: the basemap style the server names, or null for the bundled one. */
function getMapConfig(signal?: AbortSignal): Promise<{ styleUrl: string | null }> {
  return api.get<{ styleUrl: string | null }>(MAP_CONFIG_PATH, { toast: false, signal })
}

/** The style is the server's setting: it does not change while the app runs. */
const getMapConfigQuery = () =>
  queryOptions({
    queryKey: ['map', 'config'],
    queryFn: ({ signal }) => getMapConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** The style to draw: undefined while asking, null for the bundled basemap (also when the call failed). */
export function useMapStyle(): string | null | undefined {
  const config = useQuery(getMapConfigQuery())
  if (config.data) return config.data.styleUrl
  return config.isError ? null : undefined
}
