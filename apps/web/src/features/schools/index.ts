/** What other parts of the app may use from schools. */
export { SchoolDetailScreen } from './school-detail-screen.tsx'
export { SchoolListScreen } from './school-list-screen.tsx'
export { UniversityScreen } from './university-screen.tsx'
