/** The school and university screens of the route table. */
export const SCHOOL_LIST_PATH = '/pages/school/school-list'
export const SCHOOL_DETAIL_PATH = '/pages/school/school-detail'
export const UNIVERSITY_PATH = '/pages/university/university'

export function toSchoolDetailPath(schoolNumber: string): string {
  return `${SCHOOL_DETAIL_PATH}?schoolNumber=${encodeURIComponent(schoolNumber)}`
}
