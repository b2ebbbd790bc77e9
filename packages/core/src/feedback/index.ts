/** Feedback: the spec's three types, the form shared by the screen and the request, and the wire shapes. */
export * from './feedback.schema.ts'
