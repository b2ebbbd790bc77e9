import type { AddProtocolResponseData, GetResourceResponse, RequestParameters } from 'maplibre-gl'
import { Protocol } from 'pmtiles'
import { pmtilesStyle } from './pmtiles-style.ts'
import { readPmtilesStyleUrl } from './pmtiles-style-url.ts'

/** One reader for the page: it keeps each archive's header and directories, so a tile costs one range request. */
const protocol = new Protocol()

/** A tile of a `pmtiles://` source, read from its archive. */
export function loadTile(
  params: RequestParameters,
  abortController: AbortController,
): Promise<GetResourceResponse<AddProtocolResponseData>> {
  // an ArrayBuffer of the tile, or an empty one where the archive has none
  return protocol.tile(params, abortController) as Promise<GetResourceResponse<AddProtocolResponseData>>
}

/** The Protomaps style a `maplenest-basemap://style?…` URL asks for, its archive resolved against the page. */
export function loadStyle(url: string): GetResourceResponse<AddProtocolResponseData> {
  const asked = readPmtilesStyleUrl(url)
  if (!asked) throw new Error(`Not a basemap style: ${url}`)
  return { data: pmtilesStyle(new URL(asked.archive, window.location.href).href, asked.lang) }
}
