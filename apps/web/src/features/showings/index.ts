/** Showings: booking from a listing (card menu or detail), the buyer's and the agent's lists, and one showing. */
export { ShowingBooking } from './booking/showing-booking.tsx'
export { ApptDetailScreen } from './detail/appt-detail-screen.tsx'
export { MyApptScreen } from './list/my-appt-screen.tsx'
