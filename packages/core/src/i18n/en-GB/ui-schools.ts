/** School list and detail (Summary, Fraser ranking, EQAO) and the university screen. */
export const uiSchools = {} as const
