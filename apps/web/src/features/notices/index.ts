/** The notification centre and My's entry to it with the unread badge. */
export { NoticesEntry } from './notices-entry.tsx'
export { NoticesScreen } from './notices-screen.tsx'
