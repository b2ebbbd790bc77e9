/** Pre-construction API messages. */
export const apiPrecons = {} as const
