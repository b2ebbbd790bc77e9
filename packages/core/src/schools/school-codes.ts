/**
 * The codes of a school as the data keeps them: plain values with no imports, so the listing contract (its nearby
 * schools) and the database read them without a cycle through the school schemas.
 */
export const SCHOOL_LEVELS = ['elementary', 'secondary'] as const
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number]

/** The language a school teaches in, as the data names it (the search filter is SCHOOL_LANGUAGES, lower case). */
export const SCHOOL_TEACHING_LANGUAGES = ['English', 'French'] as const
export type SchoolTeachingLanguage = (typeof SCHOOL_TEACHING_LANGUAGES)[number]
