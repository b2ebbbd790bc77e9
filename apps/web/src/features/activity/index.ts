/** Activity: an agent's clients, their timelines and the dashboard; a person's own app log. */
export { UserDetailsScreen } from './clients/user-details-screen.tsx'
export { UserListActiveScreen } from './clients/user-list-active-screen.tsx'
export { UserListScreen } from './clients/user-list-screen.tsx'
export { DashboardScreen } from './dashboard/dashboard-screen.tsx'
export { AppLogListScreen } from './log/app-log-list-screen.tsx'
