/** Agent rules shared by the screens and the API: sorting, the broker onboarding form, direct listings. */
export * from './agent.schema.ts'
export * from './photo-type.ts'
