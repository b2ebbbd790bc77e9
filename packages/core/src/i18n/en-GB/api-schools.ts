/** School and university API messages. */
export const apiSchools = {} as const
