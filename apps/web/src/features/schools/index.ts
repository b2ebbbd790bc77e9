/** What other parts of the app may use from schools. */
export { SCHOOL_DETAIL_PATH, SCHOOL_LIST_PATH, toSchoolDetailPath, UNIVERSITY_PATH } from './school-paths.ts'
