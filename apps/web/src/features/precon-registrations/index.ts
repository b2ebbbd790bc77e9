/** Pre-construction registrations: the project pages' calls to action and form, the buyer's and the agent's lists. */
export { IncomingRegistrationsScreen } from './list/incoming-registrations-screen.tsx'
export { MyRegistrationsScreen } from './list/my-registrations-screen.tsx'
export { PreconRegistrationSlots } from './precon-registration-slots.tsx'
export { PreconRegistrationsEntry } from './precon-registrations-entry.tsx'
