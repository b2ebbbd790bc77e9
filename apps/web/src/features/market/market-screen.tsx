import {
  type City,
  cityTimeZone,
  formatMarketMonth,
  isPartialMonth,
  type Locale,
  type MarketMonth,
  type MarketStats,
  type MarketUnit,
  type VowAccess,
} from '@maplenest/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSessionUser } from '../../shared/session/use-session.ts'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { LoadState } from '../../shared/ui/load-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import styles from './market.module.css'
import { marketStatsQuery } from './market-api.ts'
import { MonthBarChart } from './month-bar-chart.tsx'

const MONTHS = 12

type Need = NonNullable<VowAccess['need']>

/** The charts of one market answer: listings for everyone, sales for a reader the VOW rule lets see them. */
function MarketCharts({
  data,
  locale,
  vowPrompt,
  onVowAccepted,
}: {
  data: MarketStats
  locale: Locale
  vowPrompt: (need: Need, onAccepted: () => void) => ReactNode
  onVowAccepted: () => void
}) {
  const { t } = useTranslation()
  const salesTitleId = useId()
  const timeZone = cityTimeZone(data.city)
  const now = new Date()
  const newestFirst = [...data.months].reverse()
  const partialMonth = newestFirst.find((m) => isPartialMonth(m.month, now, timeZone))?.month ?? null
  const region = t(`ui.region.${data.city}`)
  const place = data.neighbourhood
    ? t('ui.market.place.neighbourhood', { neighbourhood: data.neighbourhood, region })
    : region
  const note = partialMonth
    ? t('ui.market.partial', {
        month: formatMarketMonth(partialMonth, locale, true),
        date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone }).format(now),
      })
    : undefined
  const chart = (
    key: 'newListings' | 'medianAsking' | 'sold' | 'medianSold' | 'daysOnMarket' | 'overAsking',
    axis: 'listings' | 'sold' | 'cad' | 'days' | 'share',
    unit: MarketUnit,
    value: (m: MarketMonth) => number | null,
  ) => (
    <MonthBarChart
      caption={t(`ui.market.chart.${key}`, { place })}
      note={note}
      valueName={t(`ui.market.${key}`)}
      axisTitle={t(`ui.market.axis.${axis}`)}
      unit={unit}
      figures={newestFirst.map((m) => ({ month: m.month, value: value(m) }))}
      partialMonth={partialMonth}
      locale={locale}
    />
  )
  return (
    <>
      {chart('newListings', 'listings', 'count', (m) => m.newListings)}
      {chart('medianAsking', 'cad', 'cad', (m) => m.medianAskingPrice)}
      {data.vow.granted ? (
        <>
          {chart('sold', 'sold', 'count', (m) => m.sold?.count ?? null)}
          {chart('medianSold', 'cad', 'cad', (m) => m.sold?.medianSoldPrice ?? null)}
          {chart('daysOnMarket', 'days', 'days', (m) => m.sold?.medianDaysOnMarket ?? null)}
          {chart('overAsking', 'share', 'share', (m) => m.sold?.overAskingShare ?? null)}
        </>
      ) : data.vow.need ? (
        // in place of the sales charts: what they would show, and what to do to see them
        <section className={styles.locked} aria-labelledby={salesTitleId}>
          <h2 id={salesTitleId} className={styles.lockedTitle}>
            {t('ui.market.sales.title', { place })}
          </h2>
          <p className={styles.lockedText}>{t('ui.market.sales.locked')}</p>
          {vowPrompt(data.vow.need, onVowAccepted)}
        </section>
      ) : null}
    </>
  )
}

/**
 * The Market tile's screen: a neighbourhood's sale market by month from our own listings, a chart a figure — new
 * listings and their median asking price for everyone, and sold count, median sold price, days on market and the
 * share sold over asking for readers the VOW rule lets see sold data. The others see, in place of the sales, the
 * prompt the page supplies; once they accept the terms the figures are asked for again.
 */
export function MarketScreen({ vowPrompt }: { vowPrompt: (need: Need, onAccepted: () => void) => ReactNode }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const user = useSessionUser()
  const [city, setCity] = useState<City>('toronto')
  const [neighbourhood, setNeighbourhood] = useState('')
  const pickerId = useId()
  const queryClient = useQueryClient()
  const stats = useQuery(
    marketStatsQuery({ city, neighbourhood: neighbourhood || undefined, months: MONTHS }, user?.userId ?? 'guest'),
  )

  return (
    <div className={styles.screen}>
      <div className={styles.controls}>
        <fieldset className={styles.segment}>
          <legend className={styles.legend}>{t('ui.market.city')}</legend>
          {(['toronto', 'vancouver'] as const).map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={city === c}
              className={styles.segmentButton}
              onClick={() => {
                setCity(c)
                setNeighbourhood('')
              }}
            >
              {t(`ui.region.${c}`)}
            </button>
          ))}
        </fieldset>
        <label className={styles.pickerLabel} htmlFor={pickerId}>
          {t('ui.market.neighbourhood')}
        </label>
        <select
          id={pickerId}
          className={styles.picker}
          value={neighbourhood}
          onChange={(e) => setNeighbourhood(e.target.value)}
        >
          <option value="">{t('ui.market.wholeCity')}</option>
          {(stats.data?.neighbourhoods ?? []).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <LoadState
        query={stats}
        loading={<PageLoading />}
        failed={{ title: t('ui.market.failed'), retry: t('ui.market.retry') }}
        empty={<EmptyState title={t('ui.market.empty.title')} description={t('ui.market.empty.description')} />}
        isEmpty={(data) => data.months.every((m) => m.newListings === 0 && !m.sold?.count)}
      >
        {(data) => (
          <>
            <MarketCharts
              data={data}
              locale={locale}
              vowPrompt={vowPrompt}
              onVowAccepted={() => void queryClient.invalidateQueries({ queryKey: ['market'] })}
            />
            <p className={styles.source}>{t('ui.market.source')}</p>
          </>
        )}
      </LoadState>
    </div>
  )
}
