/** School and university rules shared by the screens and the API: levels, languages, ratings. */
export * from './school.schema.ts'
export * from './school-codes.ts'
export * from './school-rules.ts'
