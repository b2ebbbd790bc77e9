import { type City, HOT_SEARCH_KEYS, type ListingSuggestion, municipalitiesOf } from '@maplenest/core'
import { SpinLoading } from 'antd-mobile'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import {
  ALL_TYPES,
  LIST_PATHS,
  type PlaceLabelsState,
  placeLabelsState,
  placeNames,
  toDetailPath,
} from '../../../entities/listing/index.ts'
import { logUsage } from '../../../shared/agent-app/log-usage.ts'
import { FilterSheetChips } from '../../../shared/ui/filter-sheet-chips.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import {
  clearRecentSearches,
  readRecentSearches,
  recentPlace,
  rememberPlace,
  rememberSearch,
} from './recent-searches.ts'
import styles from './search-screen.module.css'
import { placeNamed, suggestionSearch } from './suggestion-search.ts'
import { useSuggestions } from './use-suggestions.ts'

const CITIES: readonly City[] = ['toronto', 'vancouver']

/**
 * Search: the region, a text box with suggestions (places, listings, neighbourhoods, streets), the cities round
 * the region's own city, popular places nearby and the recent searches of this device. A listing opens its detail;
 * anything else opens the list of homes for sale (for rent when the search was opened from that list) with the
 * suggestion's search parameters; the Search button opens a place suggested under exactly the text typed, and
 * searches any other text as text.
 */
export function SearchScreen({ title }: { title: string }) {
  const { t, i18n } = useTranslation()
  const zh = i18n.language.startsWith('zh')
  const id = useId()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [city, setCity] = useState<City>(params.get('city') === 'vancouver' ? 'vancouver' : 'toronto')
  const [text, setText] = useState(params.get('q') ?? '')
  const [recent, setRecent] = useState(readRecentSearches)
  const suggestions = useSuggestions(text, city)

  // Opened from a list of homes for rent, the search opens that list again.
  const listPath = params.get('sr') === 'Lease' ? LIST_PATHS.leaseCondo : LIST_PATHS.saleCondo
  const openList = (query: Record<string, string>, state?: PlaceLabelsState) => {
    const search = new URLSearchParams({ city, roomType: ALL_TYPES, ...query })
    void navigate(`${listPath}?${search}`, { state })
  }
  const searchFor = (q: string) => {
    if (!q.trim()) return
    setRecent(rememberSearch(q))
    logUsage(`search:${q.trim()}`)
    openList({ q: q.trim() })
  }
  const pick = (suggestion: ListingSuggestion) => {
    if (suggestion.kind === 'listing' && suggestion.mlNum) {
      setRecent(rememberSearch(suggestion.label))
      void navigate(toDetailPath({ mlNum: suggestion.mlNum, city: suggestion.city, sr: 'Sale', roomType: 'condo' }))
      return
    }
    const [query, state] = suggestionSearch(suggestion)
    setRecent(state ? rememberPlace(suggestion.label, query) : rememberSearch(suggestion.label))
    openList(query, state)
  }
  // A recent search that was a place opens the place again, as it was picked.
  const openRecent = (q: string) => {
    const place = recentPlace(q)
    if (!place) return searchFor(q)
    setRecent(rememberPlace(q, place))
    const [named] = placeNames(place)
    openList(place, named ? placeLabelsState(named.name, q) : undefined)
  }

  return (
    <Page title={title}>
      <div className={styles.screen}>
        {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is unknown to older WebViews and jsdom; the role gives the same landmark */}
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault()
            const place = placeNamed(suggestions.data, text)
            if (place) pick(place)
            else searchFor(text)
          }}
        >
          <FilterSheetChips
            name={`${id}-city`}
            legend={t('ui.listing.search.city')}
            options={CITIES.map((value) => ({ value, label: t(`ui.region.${value}`) }))}
            value={city}
            onChange={setCity}
          />
          <div className={styles.box}>
            <label htmlFor={`${id}-q`} className={styles.hidden}>
              {t('ui.listing.search.label')}
            </label>
            <input
              id={`${id}-q`}
              type="search"
              className={styles.input}
              value={text}
              maxLength={100}
              autoComplete="off"
              enterKeyHint="search"
              placeholder={t('ui.listing.search.placeholder')}
              onChange={(event) => setText(event.target.value)}
            />
            {text ? (
              <button
                type="button"
                className={styles.clear}
                aria-label={t('ui.listing.search.clear')}
                onClick={() => setText('')}
              >
                ×
              </button>
            ) : null}
            <button type="submit" className={styles.submit}>
              {t('ui.listing.search.submit')}
            </button>
          </div>
        </form>

        {text.trim() ? (
          <section aria-labelledby={`${id}-suggestions`} className={styles.section}>
            <h2 id={`${id}-suggestions`} className={styles.heading}>
              {t('ui.listing.search.suggestions')}
            </h2>
            {suggestions.isPending ? (
              <div className={styles.status} role="status">
                <SpinLoading color="primary" style={{ '--size': '18px' }} />
              </div>
            ) : suggestions.isError ? (
              <p className={styles.status} role="alert">
                {t('ui.listing.search.suggestFailed')}
              </p>
            ) : suggestions.data.length === 0 ? (
              <p className={styles.status}>{t('ui.listing.search.noSuggestions', { q: text.trim() })}</p>
            ) : (
              <ul className={styles.suggestions}>
                {suggestions.data.map((item) => (
                  <li key={`${item.kind}-${item.mlNum ?? item.label}`}>
                    <button type="button" className={styles.suggestion} onClick={() => pick(item)}>
                      <span className={styles.kind} data-kind={item.kind}>
                        {t(`ui.listing.search.kind.${item.kind}`)}
                      </span>
                      {/* spaces a flex row does not draw, so a screen reader says "District North York Toronto" */}{' '}
                      <span className={styles.label}>{item.label}</span>{' '}
                      {item.within ? <span className={styles.within}>{item.within}</span> : null}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : (
          <>
            <section aria-labelledby={`${id}-municipalities`} className={styles.section}>
              <h2 id={`${id}-municipalities`} className={styles.heading}>
                {t(`ui.listing.search.municipalities.${city}`)}
              </h2>
              <ul className={styles.chips}>
                {municipalitiesOf(city).map((m) => {
                  const label = zh ? m.zh : m.en
                  return (
                    <li key={m.en}>
                      <button
                        type="button"
                        className={styles.chip}
                        onClick={() => {
                          setRecent(rememberPlace(label, { city, municipality: m.en }))
                          openList({ municipality: m.en }, placeLabelsState(m.en, label))
                        }}
                      >
                        {label}
                      </button>
                    </li>
                  )
                })}
              </ul>
            </section>
            <section aria-labelledby={`${id}-hot`} className={styles.section}>
              <h2 id={`${id}-hot`} className={styles.heading}>
                {t('ui.listing.search.hot')}
              </h2>
              <ul className={styles.chips}>
                {HOT_SEARCH_KEYS.map((key) => (
                  <li key={key}>
                    <button type="button" className={styles.chip} onClick={() => openList({ near: key })}>
                      {t(`ui.listing.near.${key}`)}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby={`${id}-recent`} className={styles.section}>
              <div className={styles.headingRow}>
                <h2 id={`${id}-recent`} className={styles.heading}>
                  {t('ui.listing.search.recent')}
                </h2>
                {recent.length > 0 ? (
                  <button
                    type="button"
                    className={styles.clearRecent}
                    onClick={() => {
                      clearRecentSearches()
                      setRecent([])
                    }}
                  >
                    {t('ui.listing.search.clearRecent')}
                  </button>
                ) : null}
              </div>
              {recent.length === 0 ? (
                <p className={styles.status}>{t('ui.listing.search.noRecent')}</p>
              ) : (
                <ul className={styles.chips}>
                  {recent.map((q) => (
                    <li key={q}>
                      <button type="button" className={styles.recentChip} onClick={() => openRecent(q)}>
                        {q}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </div>
    </Page>
  )
}
