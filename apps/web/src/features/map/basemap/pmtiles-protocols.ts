import { addProtocol } from 'maplibre-gl'
import { PMTILES_STYLE_SCHEME } from './pmtiles-style-url.ts'

/** The `pmtiles` reader and the Protomaps style, fetched with the first request for either: only with that basemap. */
const loader = () => import('./pmtiles-loader.ts')

let registered = false

/**
 * Lets MapLibre load the operator's PMTiles basemap: its style (`maplenest-basemap://style?…`) and its tiles
 * (`pmtiles://…`, read from the archive in byte ranges). Registering costs nothing; the code behind it loads only
 * when such a URL is asked for.
 */
export function registerPmtilesProtocols(): void {
  if (registered) return
  registered = true
  addProtocol('pmtiles', async (params, abortController) => (await loader()).loadTile(params, abortController))
  addProtocol(PMTILES_STYLE_SCHEME, async (params) => (await loader()).loadStyle(params.url))
}
