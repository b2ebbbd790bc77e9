/** Rapid-transit lines and stations of our two cities: the assistant's areas and the student commute ride them. */
export * from './transit.ts'
