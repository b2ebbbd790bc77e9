import { formatShowingWallTime, type Reservation } from '@maplenest/core'
import { useTranslation } from 'react-i18next'

/** How a reservation reads: its home's address, and a viewing on the listing city's clock with the city named. */
export function useReservationText() {
  const { t } = useTranslation()
  return {
    address: (r: Reservation) => (r.listing.unit ? `${r.listing.unit} – ${r.listing.address}` : r.listing.address),
    /** "Live video · 2026-12-02 19:00 Toronto time", or null without a viewing. */
    viewing: (r: Reservation) =>
      r.viewing
        ? t(`ui.rentals.reservation.viewingAt.${r.viewing.mode}`, {
            when: formatShowingWallTime(r.viewing.time, r.viewing.timeZone),
            city: t(`ui.rentals.city.${r.listing.city}`),
          })
        : null,
  }
}
