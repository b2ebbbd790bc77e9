import type { ListingDetail } from '@maplenest/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LockIcon, toDetailPath, useListingFormat } from '../../../entities/listing/index.ts'
import { useHasMessage } from '../../../shared/i18n/use-has-message.ts'
import styles from '../insights.module.css'
import { PriceChart } from './price-chart.tsx'
import { buildTimeline, CLOSINGS, PRICED, type TimelineEvent, type TimelineListing } from './timeline.ts'
import { TrueDaysOnMarket } from './true-days-on-market.tsx'

export interface PropertyHistoryProps {
  listing: ListingDetail
  /** Links stay on the share pages. */
  share?: boolean
}

/**
 * The home's history across its listings: the true days on market, the prices of its kind on a chart, and every
 * listing newest first with its events, each opening that listing. Close dates and prices only when granted.
 */
function PropertyHistoryBody({ listing, share }: PropertyHistoryProps) {
  const { t } = useTranslation()
  const timeline = useMemo(() => buildTimeline(listing), [listing])
  return (
    <div className={styles.history}>
      <TrueDaysOnMarket listing={listing} />
      <PriceChart timeline={timeline} sr={listing.sr} />
      <p className={styles.lead}>{t('ui.insights.history.count', { count: timeline.length })}</p>
      <ol className={styles.timeline}>
        {timeline.map((entry) => (
          <TimelineEntry key={entry.mlNum} entry={entry} listing={listing} share={share} />
        ))}
      </ol>
    </div>
  )
}

function TimelineEntry({ entry, listing, share }: { entry: TimelineListing; listing: ListingDetail; share?: boolean }) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const number = t('ui.listing.mlNum', { mlNum: entry.mlNum })
  const kind = t(entry.sr === 'Lease' ? 'ui.insights.history.forLease' : 'ui.insights.history.forSale')
  const where = { mlNum: entry.mlNum, city: listing.city, sr: entry.sr, roomType: listing.roomType }
  // the last asking price, when no event of the listing gives one (the board's events are for members only)
  const askingShown = entry.events.some((e) => !CLOSINGS.has(e.kind) && PRICED.has(e.kind) && e.price !== null)
  const meta = [
    entry.current ? number : null,
    entry.price === null || askingShown
      ? null
      : t('ui.listing.price.asking', { price: format.price(entry.price, entry.sr) }),
  ].filter((part): part is string => part !== null)
  return (
    <li className={entry.current ? styles.entryCurrent : styles.entry}>
      <div className={styles.entryHead}>
        <span className={styles.entryKind}>{kind}</span>
        {entry.current ? (
          <span className={styles.badge}>{t('ui.insights.history.thisListing')}</span>
        ) : entry.linked ? (
          <Link
            className={styles.entryLink}
            to={toDetailPath(where, { share })}
            aria-label={t('ui.insights.history.open', { mlNum: entry.mlNum })}
          >
            {number}
            <span aria-hidden="true"> ›</span>
          </Link>
        ) : (
          <span className={styles.entryNumber}>{number}</span>
        )}
      </div>
      {meta.length > 0 ? <p className={styles.entryNumber}>{meta.join(' · ')}</p> : null}
      <ol className={styles.events}>
        {entry.events.map((event, i) => (
          <EventRow key={`${event.kind}-${event.date ?? i}`} event={event} sr={entry.sr} format={format} />
        ))}
      </ol>
    </li>
  )
}

function EventRow({
  event,
  sr,
  format,
}: {
  event: TimelineEvent
  sr: TimelineListing['sr']
  format: ReturnType<typeof useListingFormat>
}) {
  const { t } = useTranslation()
  const showPrice = PRICED.has(event.kind) && event.price !== null
  return (
    <li className={CLOSINGS.has(event.kind) ? styles.eventClosed : styles.event}>
      <span className={styles.eventDate}>{event.date === null ? '—' : format.date(event.date)}</span>
      <span className={styles.eventName}>{t(`ui.insights.event.${event.kind}`)}</span>
      {event.hidden ? (
        <span className={styles.eventHidden}>
          <LockIcon />
          {t('ui.insights.history.closeHidden')}
        </span>
      ) : showPrice ? (
        <span className={styles.eventPrice}>{format.price(event.price as number, sr)}</span>
      ) : null}
    </li>
  )
}

/** PropertyHistory, once its words (the later catalogue, loaded as the app starts) are here. */
export function PropertyHistory(props: Parameters<typeof PropertyHistoryBody>[0]) {
  return useHasMessage('ui.insights.history.thisListing') ? <PropertyHistoryBody {...props} /> : null
}
