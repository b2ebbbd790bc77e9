import {
  CITIES,
  type City,
  SCHOOL_BOARDS,
  SCHOOL_CATEGORIES,
  SCHOOL_LANGUAGES,
  SCHOOL_LEVELS,
  type SchoolCategory,
  type SchoolLanguage,
  type SchoolLevel,
  type SchoolSort,
} from '@maplenest/core'
import { Button, Popup } from 'antd-mobile'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { SchoolRow } from '../../entities/school/index.ts'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { LoadState } from '../../shared/ui/load-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import { Page } from '../../shared/ui/page.tsx'
import { PagedList } from '../../shared/ui/paged-list.tsx'
import { useSheetMount } from '../../shared/ui/use-sheet-mount.ts'
import { type SchoolFilters, type SchoolSearch, useSchoolSearch } from './api/search-schools.ts'
import { Chips } from './components/chips.tsx'
import styles from './schools.module.css'

const RATINGS = ['', '6', '7', '8', '9'] as const
const BOARD_NAMES: readonly string[] = SCHOOL_BOARDS.map((b) => b.name)

const pick = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : undefined

/** The filters of the address (?city=&level=&language=&category=&board=&minRating=&q=&sort=); unknown values are dropped. */
function readFilters(params: URLSearchParams): SchoolFilters {
  const rating = params.get('minRating')
  const board = params.get('board')
  const q = params.get('q')?.trim()
  const sort = pick(['rating', 'name'] as const, params.get('sort'))
  return {
    ...(pick(CITIES, params.get('city')) ? { city: pick(CITIES, params.get('city')) } : {}),
    ...(pick(SCHOOL_LEVELS, params.get('level')) ? { level: pick(SCHOOL_LEVELS, params.get('level')) } : {}),
    ...(pick(SCHOOL_LANGUAGES, params.get('language'))
      ? { language: pick(SCHOOL_LANGUAGES, params.get('language')) }
      : {}),
    ...(pick(SCHOOL_CATEGORIES, params.get('category'))
      ? { category: pick(SCHOOL_CATEGORIES, params.get('category')) }
      : {}),
    ...(board && BOARD_NAMES.includes(board) ? { board: board as SchoolFilters['board'] } : {}),
    ...(rating && (RATINGS as readonly string[]).includes(rating) && rating !== ''
      ? { minRating: Number(rating) }
      : {}),
    ...(q ? { q } : {}),
    ...(sort ? { sort } : {}),
  }
}

/** School list: search, level and language chips, board, category and minimum rating in a sheet, infinite scroll. */
export function SchoolListScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  const search = useSchoolSearch(filters)
  const [text, setText] = useState(filters.q ?? '')
  const [sheetOpen, setSheetOpen] = useState(false)

  // The box follows the address's text (back, a shared link), not every new render of the search params.
  const addressText = params.get('q') ?? ''
  useEffect(() => setText(addressText), [addressText])

  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params)
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') next.delete(k)
      else next.set(k, v)
    }
    setParams(next, { replace: true })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    set({ q: text.trim() || undefined })
  }

  const more = [filters.board, filters.category, filters.minRating].filter((v) => v !== undefined).length
  const all = { value: '' as const, label: t('ui.schools.filter.all') }

  return (
    <Page title={title}>
      <div className={styles.screen}>
        <form className={styles.searchRow} onSubmit={onSubmit}>
          <input
            type="search"
            className={styles.searchInput}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('ui.schools.search.placeholder')}
            aria-label={t('ui.schools.search.placeholder')}
            maxLength={100}
          />
          <button type="button" className={styles.filterButton} onClick={() => setSheetOpen(true)}>
            {more ? `${t('ui.schools.filter.more')} (${more})` : t('ui.schools.filter.more')}
          </button>
        </form>
        <Chips<'' | City>
          label={t('ui.schools.filter.city')}
          options={[all, ...CITIES.map((c) => ({ value: c, label: t(`ui.region.${c}`) }))]}
          value={filters.city ?? ''}
          onChange={(v) => set({ city: v, board: undefined })}
        />
        <Chips<'' | SchoolLevel>
          label={t('ui.schools.filter.level')}
          options={[all, ...SCHOOL_LEVELS.map((l) => ({ value: l, label: t(`ui.schools.level.${l}`) }))]}
          value={filters.level ?? ''}
          onChange={(v) => set({ level: v })}
        />
        <Chips<'' | SchoolLanguage>
          label={t('ui.schools.filter.language')}
          options={[all, ...SCHOOL_LANGUAGES.map((l) => ({ value: l, label: t(`ui.schools.language.${l}`) }))]}
          value={filters.language ?? ''}
          onChange={(v) => set({ language: v })}
        />
        <Chips<SchoolSort>
          label={t('ui.schools.filter.sort')}
          options={[
            { value: 'rating', label: t('ui.schools.sort.rating') },
            { value: 'name', label: t('ui.schools.sort.name') },
          ]}
          value={filters.sort ?? 'rating'}
          onChange={(v) => set({ sort: v === 'rating' ? undefined : v })}
        />
        <p className={styles.note}>{t('ui.schools.demoNote')}</p>
        <Results search={search} />
      </div>
      <FilterSheet
        open={sheetOpen}
        city={filters.city}
        initial={{
          board: filters.board ?? '',
          category: filters.category ?? '',
          minRating: String(filters.minRating ?? ''),
        }}
        onClose={() => setSheetOpen(false)}
        onApply={(v) => {
          setSheetOpen(false)
          set({ ...v })
        }}
      />
    </Page>
  )
}

function Results({ search }: { search: SchoolSearch }) {
  const { t } = useTranslation()
  return (
    <LoadState
      query={search}
      loading={<PageLoading />}
      failed={{ title: t('ui.schools.loadFailed'), retry: t('ui.schools.retry') }}
      isEmpty={(found) => found.items.length === 0}
      empty={<EmptyState title={t('ui.schools.empty')} description={t('ui.schools.emptyHint')} />}
    >
      {({ items, first }) => (
        <>
          <p className={styles.meta} aria-live="polite">
            {t('ui.schools.count', { count: first.total })}
          </p>
          <PagedList
            paged={search}
            texts={{
              loadingMore: t('ui.schools.loadingMore'),
              end: t('ui.schools.end'),
              loadMoreFailed: t('ui.schools.loadFailed'),
              retry: t('ui.schools.retry'),
            }}
          >
            <ul className={styles.list} aria-label={t('ui.schools.results')}>
              {items.map((s) => (
                <li key={s.schoolNumber}>
                  <SchoolRow school={s} />
                </li>
              ))}
            </ul>
          </PagedList>
        </>
      )}
    </LoadState>
  )
}

interface SheetValues {
  board: string
  category: string
  minRating: string
}

function FilterSheet({
  open,
  city,
  initial,
  onClose,
  onApply,
}: {
  open: boolean
  city: City | undefined
  initial: SheetValues
  onClose: () => void
  onApply: (values: SheetValues) => void
}) {
  const { t } = useTranslation()
  const [values, setValues] = useState(initial)
  const initialKey = JSON.stringify(initial)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sheet starts from the address's filters each time it opens
  useEffect(() => setValues(JSON.parse(initialKey) as SheetValues), [open, initialKey])
  const boards = SCHOOL_BOARDS.filter((b) => !city || b.city === city)
  const sheet = useSheetMount(open)
  if (!sheet.mount) return null
  return (
    <Popup visible={sheet.show} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <form
        className={styles.sheet}
        aria-label={t('ui.schools.filter.more')}
        onSubmit={(e) => {
          e.preventDefault()
          onApply(values)
        }}
      >
        <h2 className={styles.sheetTitle}>{t('ui.schools.filter.more')}</h2>
        <Chips<'' | SchoolCategory>
          label={t('ui.schools.filter.category')}
          options={[
            { value: '', label: t('ui.schools.filter.all') },
            ...SCHOOL_CATEGORIES.map((c) => ({ value: c, label: t(`ui.schools.category.${c}`) })),
          ]}
          value={values.category as '' | SchoolCategory}
          onChange={(v) => setValues({ ...values, category: v })}
        />
        <Chips<string>
          label={t('ui.schools.filter.minRating')}
          options={RATINGS.map((r) => ({
            value: r,
            label: r === '' ? t('ui.schools.filter.anyRating') : t('ui.schools.filter.ratingAtLeast', { rating: r }),
          }))}
          value={values.minRating}
          onChange={(v) => setValues({ ...values, minRating: v })}
        />
        <Chips<string>
          label={t('ui.schools.filter.board')}
          options={[
            { value: '', label: t('ui.schools.filter.anyBoard') },
            ...boards.map((b) => ({ value: b.name, label: b.name })),
          ]}
          value={values.board}
          onChange={(v) => setValues({ ...values, board: v })}
        />
        <div className={styles.sheetActions}>
          <Button shape="rounded" onClick={() => setValues({ board: '', category: '', minRating: '' })}>
            {t('ui.schools.filter.reset')}
          </Button>
          <Button type="submit" color="primary" shape="rounded">
            {t('ui.schools.filter.apply')}
          </Button>
        </div>
      </form>
    </Popup>
  )
}
