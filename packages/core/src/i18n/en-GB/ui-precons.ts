/** Pre-construction screens: project list and detail tabs, layouts, builders, share pages. */
export const uiPrecons = {} as const
