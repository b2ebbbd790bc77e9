/** Chinese names of the places the map labels and the assistant names, each written once. */
export * from './places.ts'
