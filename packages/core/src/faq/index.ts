/** The FAQ: topics, the search query and the entries as readers and administrators see them. */
export * from './faq.schema.ts'
