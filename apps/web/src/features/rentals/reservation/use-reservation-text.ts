import { formatListingDate, formatShowingTime, type Reservation } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/i18n/i18n.ts'

/** How a reservation reads: its home's address, its stay, and a viewing on the listing city's clock with the city named. */
export function useReservationText() {
  const { t } = useTranslation()
  const locale = currentLocale()
  return {
    address: (r: Reservation) => (r.listing.unit ? `${r.listing.unit} – ${r.listing.address}` : r.listing.address),
    /** "1 Jan 2027 to 30 Apr 2027" ("2027年1月1日至2027年4月30日"): the stay's calendar days, as every date is written. */
    stay: (r: Reservation) =>
      t('ui.rentals.reservation.stay', {
        from: formatListingDate(r.moveIn, locale),
        to: formatListingDate(r.moveOut, locale),
      }),
    /** "Live video viewing · Wed 2 Dec 2026, 19:00 Toronto time", or null without a viewing. */
    viewing: (r: Reservation) =>
      r.viewing
        ? t(`ui.rentals.reservation.viewingAt.${r.viewing.mode}`, {
            when: formatShowingTime(r.viewing.time, locale, r.viewing.timeZone),
            city: t(`ui.rentals.city.${r.listing.city}`),
          })
        : null,
  }
}
