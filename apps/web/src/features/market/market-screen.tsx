import {
  type City,
  dollarsToCents,
  formatCadWhole,
  type Locale,
  type MarketMonth,
  type VowAccess,
} from '@maplenest/core'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSessionUser } from '../../shared/session/use-session.ts'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { LoadState } from '../../shared/ui/load-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import styles from './market.module.css'
import { marketStatsQuery } from './market-api.ts'

const MONTHS = 12

function monthName(month: string, locale: Locale): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, 15),
  )
}

function MonthRow({ month, locale, top }: { month: MarketMonth; locale: Locale; top: number }) {
  const { t } = useTranslation()
  const money = (v: number | null) => (v === null ? t('ui.market.none') : formatCadWhole(dollarsToCents(v), locale))
  const width = month.medianAskingPrice && top ? Math.max(4, Math.round((month.medianAskingPrice / top) * 100)) : 0
  return (
    <li className={styles.month}>
      <h3 className={styles.monthName}>{monthName(month.month, locale)}</h3>
      <div className={styles.bar} aria-hidden="true">
        <span style={{ width: `${width}%` }} />
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('ui.market.newListings')}</dt>
          <dd>{month.newListings}</dd>
        </div>
        <div>
          <dt>{t('ui.market.medianAsking')}</dt>
          <dd>{money(month.medianAskingPrice)}</dd>
        </div>
        {month.sold ? (
          <>
            <div>
              <dt>{t('ui.market.sold')}</dt>
              <dd>{month.sold.count}</dd>
            </div>
            <div>
              <dt>{t('ui.market.medianSold')}</dt>
              <dd>{money(month.sold.medianSoldPrice)}</dd>
            </div>
            <div>
              <dt>{t('ui.market.daysOnMarket')}</dt>
              <dd>{month.sold.medianDaysOnMarket === null ? t('ui.market.none') : month.sold.medianDaysOnMarket}</dd>
            </div>
            <div>
              <dt>{t('ui.market.overAsking')}</dt>
              <dd>
                {month.sold.overAskingShare === null
                  ? t('ui.market.none')
                  : new Intl.NumberFormat(locale, { style: 'percent' }).format(month.sold.overAskingShare)}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
    </li>
  )
}

/**
 * The Market tile's screen: a neighbourhood's sale market by month from our own listings — new listings and their
 * median asking price for everyone, and sold count, median sold price, days on market and the share sold over
 * asking for readers the VOW rule lets see sold data (the page supplies the prompt for the others).
 */
export function MarketScreen({ vowPrompt }: { vowPrompt: (need: NonNullable<VowAccess['need']>) => ReactNode }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const user = useSessionUser()
  const [city, setCity] = useState<City>('toronto')
  const [neighbourhood, setNeighbourhood] = useState('')
  const pickerId = useId()
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
        {(data) => {
          const newestFirst = [...data.months].reverse()
          const top = Math.max(0, ...data.months.map((m) => m.medianAskingPrice ?? 0))
          return (
            <>
              {data.vow.need ? <div className={styles.vow}>{vowPrompt(data.vow.need)}</div> : null}
              <ol className={styles.months} aria-label={t('ui.market.byMonth')}>
                {newestFirst.map((m) => (
                  <MonthRow key={m.month} month={m} locale={locale} top={top} />
                ))}
              </ol>
              <p className={styles.source}>{t('ui.market.source')}</p>
            </>
          )
        }}
      </LoadState>
    </div>
  )
}
