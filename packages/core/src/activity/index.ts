/** Activity: usage and app logs, the agent's clients, alerts that say why, and the dashboard. */
export * from './activity.schema.ts'
export * from './activity-notice.ts'
export * from './activity-words.ts'
export * from './alert-rules.ts'
