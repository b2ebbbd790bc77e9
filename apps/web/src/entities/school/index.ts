/** A school (or university) as other screens show it: the list row, the rating badge and the paths. */

export { RatingBadge } from './rating-badge.tsx'
export { SCHOOL_LIST_PATH, toSchoolDetailPath, UNIVERSITY_PATH } from './school-paths.ts'
export { SchoolRow } from './school-row.tsx'
