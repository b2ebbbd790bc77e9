/** Leads: the agent's leads screen and one lead's, and a client's question to the agent of the app they are in. */
export { LeadScreen } from './detail/lead-screen.tsx'
export { LeadQuestionSlots } from './lead-slots.tsx'
export { LeadsScreen } from './list/leads-screen.tsx'
