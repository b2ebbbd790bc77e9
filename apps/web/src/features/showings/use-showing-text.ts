import { formatShowingClock, formatShowingDay, formatShowingTime, lscKey, type Showing } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../shared/i18n/i18n.ts'

/** How a showing reads in the person's language: its local time with the city, and what happened to the listing. */
export function useShowingText() {
  const { t } = useTranslation()
  const locale = currentLocale()
  const at = (s: Showing, moment: string) => formatShowingTime(moment, locale, s.timeZone)
  const wallTime = (s: Showing) => at(s, s.time)
  const zone = (s: Showing) => t('ui.showings.cityTime', { city: t(`ui.showings.zone.${s.listing.city}`) })
  const listingChange = (s: Showing): string | null =>
    s.listingChange
      ? t('showing.listingChange', {
          from: t(lscKey(s.listingChange.fromLsc, s.listing.sr)),
          to: t(lscKey(s.listingChange.toLsc, s.listing.sr)),
          date: at(s, s.listingChange.at),
        })
      : null
  return {
    address: (s: Showing) => (s.listing.unit ? `${s.listing.unit} – ${s.listing.address}` : s.listing.address),
    /** "Thu 26 Nov 2026, 14:00" ("2026年11月26日 周四 14:00") on the listing's clock. */
    wallTime,
    /** The day and the clock time apart, for a list's two lines: "Thu 26 Nov 2026" and "14:00". */
    day: (s: Showing) => formatShowingDay(s.time, locale, s.timeZone),
    clock: (s: Showing) => formatShowingClock(s.time, s.timeZone),
    /** Another moment of the showing (a proposed time, a reminder) read the same way, without the city. */
    at,
    /** The other time the agent proposed, on the listing's clock with its city ("… Toronto time"), or ''. */
    proposedTime: (s: Showing) => (s.proposedTime ? `${at(s, s.proposedTime)} ${zone(s)}` : ''),
    /** "Toronto time": the clock the time is read on, kept on one line when the time wraps. */
    zone,
    /** What happened to the listing: "The listing changed from Sale to Sold on …", or null. */
    listingChange,
    /**
     * The flag a list shows: why the showing was cancelled when the home sold or leased ("Cancelled: the home was
     * sold"), else the listing's change, or null.
     */
    change: (s: Showing): string | null => {
      if (s.cancelReason === 'listingSold' || s.cancelReason === 'listingLeased')
        return t(`showing.cancelReason.${s.cancelReason}`)
      return listingChange(s)
    },
  }
}
