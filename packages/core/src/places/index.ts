/** Chinese names of the places the map labels and the assistant names, each written once, and the gazetteer. */
export * from './campus-points.ts'
export { toSimplified, toTraditional } from './chinese-script.ts'
export * from './gazetteer.ts'
export * from './gazetteer-entries.ts'
export * from './municipalities.ts'
export * from './place-filter.ts'
export { foldPlaceText } from './place-text.ts'
export * from './places.ts'
