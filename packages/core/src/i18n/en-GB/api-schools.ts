/** School and university API messages. */
export const apiSchools = {
  'school.api.notFound': 'school not found',
  'school.api.schoolNumber': '{{field}} is not a school number',
  'school.api.cursor': '{{field}} belongs to another search; start again from the first page',
  'school.validation.bbox':
    '{{field}} must be four numbers west,south,east,north in range, with west below east and south below north',
  'school.validation.board': '{{field}} is not a known education bureau',
  'university.api.notFound': 'university campus not found',
  'university.api.id': '{{field}} is not a campus id',
  'university.api.cursor': '{{field}} belongs to another campus; start again from the first page',
} as const
