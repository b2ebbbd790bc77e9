import type { City } from '@maplenest/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toSchoolDetailPath } from '../../../entities/school/index.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { useFavouriteSlot } from '../../../shared/ui/favourite-slot.ts'
import { Page } from '../../../shared/ui/page.tsx'
import { useMapStyle } from '../api/get-map-config.ts'
import { type SchoolLevel, searchSchoolsQuery } from '../api/search-schools.ts'
import { MapCanvas, type MapHandle } from '../components/map-canvas.tsx'
import { MapControls } from '../components/map-controls.tsx'
import { MinusIcon, PlusIcon } from '../components/map-icons.tsx'
import screen from '../components/map-screen.module.css'
import { CITY_VIEWS, type MapView, VIEW_DEBOUNCE_MS } from '../map-views.ts'
import { useSettled } from '../use-settled.ts'
import styles from './school-map.module.css'
import { schoolMarkers } from './school-markers.ts'
import { formatRating, toSchoolTone } from './school-tone.ts'

/** The school map's opening zoom. */
const SCHOOL_MAP_ZOOM = 11.5
/** How close a tap on schools counted together brings them at most: a street's width apart. */
const GROUP_ZOOM_MAX = 17

/**
 * Schools in view as pins coloured by rating (schools that would cover each other counted as one marker), with a
 * legend and the card of the tapped school.
 */
export function SchoolMapScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const locale = currentLocale()
  const styleUrl = useMapStyle()
  const [city, setCity] = useState<City>('toronto')
  const [level, setLevel] = useState<SchoolLevel | null>(null)
  const [view, setView] = useState<MapView | null>(null)
  const [active, setActive] = useState<string | null>(null)
  const handle = useRef<MapHandle | null>(null)

  // asked for once the map has settled; a newer view or level cancels the call in flight
  const settled = useSettled(view, VIEW_DEBOUNCE_MS)
  const schools = useQuery({
    ...searchSchoolsQuery(settled ?? { bbox: [0, 0, 0, 0], zoom: 0 }, level),
    enabled: settled !== null,
  })

  const items = useMemo(() => schools.data?.items ?? [], [schools.data])
  // laid out at the zoom the map shows (the first picture's until the map reports one)
  const zoom = view?.zoom ?? SCHOOL_MAP_ZOOM
  const { markers, groups } = useMemo(() => schoolMarkers(items, zoom, t, locale), [items, zoom, t, locale])
  // a school's card, or closer in on the schools a marker counts
  const tapped = (id: string) => {
    const group = groups.get(id)
    if (group) handle.current?.fitPoints(group, GROUP_ZOOM_MAX)
    else setActive(id)
  }
  const chosen = items.find((school) => school.schoolNumber === active) ?? null
  const heart = useFavouriteSlot(chosen ? { type: 'school', id: chosen.schoolNumber, name: chosen.name } : null, 'card')

  const heading = schools.data
    ? schools.data.total === 1
      ? t('ui.map.school.inViewOne')
      : t('ui.map.school.inView', { count: schools.data.total })
    : schools.isError
      ? t('ui.map.sheet.failed')
      : t('ui.map.sheet.loading')

  return (
    <Page title={title}>
      <div className={screen.screen}>
        <div className={screen.toolbar}>
          <fieldset className={screen.segment}>
            <legend className={screen.hidden}>{t('ui.map.city')}</legend>
            {(['toronto', 'vancouver'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={city === value}
                className={screen.segmentButton}
                onClick={() => {
                  setCity(value)
                  setActive(null)
                  handle.current?.flyTo(CITY_VIEWS[value].center, CITY_VIEWS[value].zoom)
                }}
              >
                {t(`ui.region.short.${value}`)}
              </button>
            ))}
          </fieldset>
          <fieldset className={screen.segment}>
            <legend className={screen.hidden}>{t('ui.map.school.level')}</legend>
            {([null, 'elementary', 'secondary'] as const).map((value) => (
              <button
                key={value ?? 'all'}
                type="button"
                aria-pressed={level === value}
                className={screen.segmentButton}
                onClick={() => setLevel(value)}
              >
                {t(`ui.map.school.level.${value ?? 'all'}`)}
              </button>
            ))}
          </fieldset>
        </div>
        <div className={screen.stage}>
          <MapCanvas
            center={CITY_VIEWS.toronto.center}
            zoom={SCHOOL_MAP_ZOOM}
            styleUrl={styleUrl}
            markers={markers}
            onView={setView}
            onMarker={tapped}
            onReady={(h) => {
              handle.current = h
            }}
          />
          <section className={styles.legend} aria-label={t('ui.map.school.legend')} data-map-overlay="">
            <h2 className={styles.legendTitle}>{t('ui.map.school.legend')}</h2>
            <ul>
              {(['good', 'mid', 'low', 'unrated'] as const).map((tone) => (
                <li key={tone}>
                  <span className={`${styles.swatch} ${styles[tone]}`} aria-hidden="true" />
                  {t(`ui.map.school.${tone}`)}
                </li>
              ))}
              <li>
                <span className={`${styles.swatch} ${styles.group}`} aria-hidden="true" />
                {t('ui.map.school.together')}
              </li>
            </ul>
          </section>
          <MapControls
            controls={[
              { key: 'in', label: t('ui.map.zoomIn'), icon: <PlusIcon />, onClick: () => handle.current?.zoomBy(1) },
              {
                key: 'out',
                label: t('ui.map.zoomOut'),
                icon: <MinusIcon />,
                onClick: () => handle.current?.zoomBy(-1),
              },
            ]}
          />
          <section className={styles.sheet} aria-labelledby="school-map-heading" data-map-overlay="">
            <h2 id="school-map-heading" className={styles.heading} aria-live="polite">
              {heading}
            </h2>
            {schools.isError ? (
              <button type="button" className={styles.retry} onClick={() => void schools.refetch()}>
                {t('ui.map.retry')}
              </button>
            ) : null}
            {schools.data?.total === 0 ? (
              <p className={styles.note}>
                <strong>{t('ui.map.school.empty')}</strong> {t('ui.map.school.emptyHint')}
              </p>
            ) : null}
            {chosen ? (
              <article className={styles.card} aria-labelledby={`school-${chosen.schoolNumber}`}>
                <div className={styles.cardHead}>
                  <span className={`${styles.badge} ${styles[toSchoolTone(chosen.rating)]}`}>
                    {chosen.rating === null
                      ? t('ui.map.school.unrated')
                      : t('ui.map.school.rating', { rating: formatRating(chosen.rating, locale) })}
                  </span>
                  <h3 id={`school-${chosen.schoolNumber}`} className={styles.name}>
                    {chosen.name}
                  </h3>
                  <button
                    type="button"
                    className={styles.close}
                    aria-label={t('ui.map.card.close')}
                    onClick={() => setActive(null)}
                  >
                    ×
                  </button>
                </div>
                <dl className={styles.facts}>
                  <dt>{t('ui.map.school.level')}</dt>
                  <dd>{t(`ui.map.school.level.${chosen.level}`)}</dd>
                  <dt>{t('ui.map.school.board')}</dt>
                  <dd>{chosen.board}</dd>
                  <dt>{t('ui.map.school.language')}</dt>
                  <dd>{t(`ui.schools.language.${chosen.language}`)}</dd>
                  {chosen.category ? (
                    <>
                      <dt>{t('ui.map.school.category')}</dt>
                      <dd>{t(`ui.schools.category.${chosen.category}`)}</dd>
                    </>
                  ) : null}
                </dl>
                <div className={styles.actions}>
                  <Link className={styles.open} to={toSchoolDetailPath(chosen.schoolNumber)}>
                    {t('ui.map.school.open')}
                  </Link>
                  {heart}
                </div>
              </article>
            ) : (
              <p className={styles.demo}>{t('ui.map.school.demo')}</p>
            )}
          </section>
        </div>
      </div>
    </Page>
  )
}
