/** Agent list and detail, contact actions, broker onboarding form, owner-direct listings. */
export const uiAgents = {} as const
