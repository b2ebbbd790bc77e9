/** In-app notifications: their kinds, how their texts are built in the reader's language, and the wire shapes. */
export * from './notice.schema.ts'
