import {
  RENTAL_AGENT_DEMANDS_PATH,
  RENTAL_DEMANDS_PATH,
  RENTAL_PUBLISH_PATH,
  RESERVATION_LIST_PATH,
  reservationLink,
} from '@maplenest/core'

/** The rental screens: the form, the student's demands, the agents' list, the reservations and one reservation. */
export const PUBLISH_RENTAL_PATH = RENTAL_PUBLISH_PATH
export const MY_DEMANDS_PATH = RENTAL_DEMANDS_PATH
export const AGENT_DEMANDS_PATH = RENTAL_AGENT_DEMANDS_PATH
export const MY_RESERVE_PATH = RESERVATION_LIST_PATH
export const reserveDetailPath = reservationLink
export const editDemandPath = (id: string) => `${PUBLISH_RENTAL_PATH}?id=${encodeURIComponent(id)}`
/** The query a lease's detail opens the reservation sheet with, after a visitor signed in. */
export const RESERVE_PARAM = 'reserve'
