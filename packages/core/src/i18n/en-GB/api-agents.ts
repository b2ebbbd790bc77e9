/** Agent, broker onboarding and direct-listing API messages. */
export const apiAgents = {} as const
