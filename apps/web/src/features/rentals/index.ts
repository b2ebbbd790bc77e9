/**
 * Student rentals: the rental demand form and the student's and agents' demand lists, room reservations (the
 * sheet from a lease, both lists, one reservation), and the safety card, licence check and scam report.
 */
export { AgentDemandsScreen } from './demand/agent-demands-screen.tsx'
export { DemandFormScreen } from './demand/demand-form-screen.tsx'
export { MyDemandsScreen } from './demand/my-demands-screen.tsx'
export { RentalControls } from './rental-controls.tsx'
export { MyReserveScreen } from './reservation/my-reserve-screen.tsx'
export { ReserveDetailScreen } from './reservation/reserve-detail-screen.tsx'
export { AgentLicence } from './safety/agent-licence.tsx'
