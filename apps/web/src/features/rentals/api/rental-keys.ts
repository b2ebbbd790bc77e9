export const RENTAL_PATH = '/house/api/rental/v1'
export const DEMAND_PATH = `${RENTAL_PATH}/demand`
export const RESERVATION_PATH = `${RENTAL_PATH}/reservation`
/** Every rental read lives under this key, so one write refreshes the lists and the detail. */
export const RENTALS_KEY = ['rentals'] as const
