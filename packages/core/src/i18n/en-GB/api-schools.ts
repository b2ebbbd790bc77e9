/** School and university API messages. */
export const apiSchools = {
  'school.api.notFound': 'School not found',
  'school.api.schoolNumber': 'The value of {{field}} is not a school number',
  'school.api.cursor': 'The value of {{field}} belongs to another search. Start again from the first page.',
  'school.validation.bbox':
    'The value of {{field}} must be four numbers west,south,east,north in range, with west below east and south below north',
  'school.validation.board': 'The value of {{field}} is not a known education bureau',
  'university.api.notFound': 'University campus not found',
  'university.api.id': 'The value of {{field}} is not a campus id',
  'university.api.cursor': 'The value of {{field}} belongs to another campus. Start again from the first page.',
} as const
