/** The notification centre and My's entry to it with the unread badge. */
export { NOTICES_PATH_WEB, NoticesEntry } from './notices-entry.tsx'
export { NoticesScreen } from './notices-screen.tsx'
