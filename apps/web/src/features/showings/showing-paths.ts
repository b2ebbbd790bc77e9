export const MY_APPT_PATH = '/pages/my/appt/my-appt'
export const APPT_DETAIL_PATH = '/pages/my/appt/appt-detail'
export const apptDetailPath = (id: string) => `${APPT_DETAIL_PATH}?id=${encodeURIComponent(id)}`

/** `book=1` on a listing's detail opens the booking sheet: where a visitor lands back after signing in. */
export const BOOK_PARAM = 'book'
