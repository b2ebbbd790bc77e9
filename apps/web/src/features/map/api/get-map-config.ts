import { api } from '../../../shared/api/api.ts'

export const MAP_CONFIG_PATH = '/house/api/map/v1/config'

/** GET /house/api/map/v1/config: the basemap style the server names, or null for the bundled one. */
export function getMapConfig(signal?: AbortSignal): Promise<{ styleUrl: string | null }> {
  return api.get<{ styleUrl: string | null }>(MAP_CONFIG_PATH, { toast: false, signal })
}
