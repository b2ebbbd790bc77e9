import { formatSearchSummary } from '../chat/reply.ts'
import { translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import type { SavedSearchQuery } from './saved-search.schema.ts'
import { SAVED_SEARCH_NAME_MAX } from './saved-search-codes.ts'

/** The place a saved search names, the narrowest first: a station or campus, a neighbourhood, a district, a municipality. */
function placeOf(query: Partial<SavedSearchQuery>): string | null {
  return query.station ?? query.campus ?? query.neighbourhood ?? query.district ?? query.municipality ?? null
}

/**
 * A saved search's criteria in words, in the reader's language, as the assistant says a search: "Condos with 2+
 * bedrooms for sale in North York, Toronto, up to $800,000" — with "in an area drawn on the map" for a drawn area.
 * The order of the results is not a criterion and is left out.
 */
export function formatSavedSearchSummary(query: Partial<SavedSearchQuery>, drawn: boolean, locale: Locale): string {
  const { sort: _sort, ...criteria } = query
  const text = formatSearchSummary(criteria, placeOf(query), locale)
  const words = [text]
  if (drawn) words.push(translate(locale, 'savedSearch.summary.drawn'))
  if (query.q) words.push(translate(locale, 'savedSearch.summary.words', { q: query.q }))
  const joined = words.join(locale === 'zh-Hans-CN' ? '，' : ', ')
  return locale === 'zh-Hans-CN' ? joined : joined.charAt(0).toUpperCase() + joined.slice(1)
}

/** The name proposed for a new saved search: its summary, cut at a word to the longest name. */
export function proposeSavedSearchName(query: Partial<SavedSearchQuery>, drawn: boolean, locale: Locale): string {
  const summary = formatSavedSearchSummary(query, drawn, locale)
  if (summary.length <= SAVED_SEARCH_NAME_MAX) return summary
  const cut = summary.slice(0, SAVED_SEARCH_NAME_MAX - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > SAVED_SEARCH_NAME_MAX / 2 ? cut.slice(0, space) : cut).replace(/[,，\s]+$/, '')}…`
}
