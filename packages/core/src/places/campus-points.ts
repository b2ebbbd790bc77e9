import type { City } from '../listings/listing-codes.ts'

/**
 * Where each campus people name by its university is (its main campus in our cities), from the geographic
 * reference: the point the assistant draws a walk round and the search box's campus filters by. Simon Fraser's
 * main campus is in Burnaby, outside both cities, so it names no city.
 */
export const CAMPUS_POINTS: Readonly<Record<string, { lat: number; lng: number; city: City | null }>> = {
  'University of Toronto': { lat: 43.6629, lng: -79.3957, city: 'toronto' },
  'Toronto Metropolitan University': { lat: 43.6577, lng: -79.3788, city: 'toronto' },
  'OCAD University': { lat: 43.653, lng: -79.3912, city: 'toronto' },
  'George Brown College': { lat: 43.6513, lng: -79.37, city: 'toronto' },
  'York University': { lat: 43.7735, lng: -79.5019, city: 'toronto' },
  'University of British Columbia': { lat: 49.2606, lng: -123.246, city: 'vancouver' },
  'Langara College': { lat: 49.2245, lng: -123.1088, city: 'vancouver' },
  'Emily Carr University': { lat: 49.2673, lng: -123.0908, city: 'vancouver' },
  'Simon Fraser University': { lat: 49.2781, lng: -122.9199, city: null },
}
