/**
 * The operator's PMTiles basemap is asked for as a style URL of its own scheme, so the live map loads it as it loads
 * any style: the style is built, and the `pmtiles` and `@protomaps/basemaps` code fetched, only when MapLibre asks
 * for it (`pmtiles-protocols.ts`), never with the screen.
 */
export const PMTILES_STYLE_SCHEME = 'maplenest-basemap'

/** The basemap's names: Protomaps' language codes, the page's language or English. */
export type BasemapLanguage = 'zh-Hans' | 'en'

/** The basemap language for the app's language (`zh-Hans-CN` → `zh-Hans`, anything else → `en`). */
export function basemapLanguage(language: string): BasemapLanguage {
  return language.startsWith('zh') ? 'zh-Hans' : 'en'
}

/** The style URL of the archive (as the server's config names it: a path on this server or a URL) in a language. */
export function pmtilesStyleUrl(archive: string, language: string): string {
  const query = new URLSearchParams({ archive, lang: basemapLanguage(language) })
  return `${PMTILES_STYLE_SCHEME}://style?${query}`
}

/** What a style URL of this scheme asks for; null for any other URL. */
export function readPmtilesStyleUrl(url: string): { archive: string; lang: BasemapLanguage } | null {
  const prefix = `${PMTILES_STYLE_SCHEME}://style?`
  if (!url.startsWith(prefix)) return null
  const query = new URLSearchParams(url.slice(prefix.length))
  const archive = query.get('archive')
  if (!archive) return null
  return { archive, lang: query.get('lang') === 'zh-Hans' ? 'zh-Hans' : 'en' }
}
