/** How many homes the basket holds and which rows the table compares: plain values (schemas in compare.schema.ts). */

/** At most this many homes side by side: four columns still read on a phone turned sideways. */
export const COMPARE_LIMIT = 4

/** The rows of the table, in reading order. */
export const COMPARE_ROWS = [
  'price',
  'pricePerSqft',
  'beds',
  'baths',
  'sqft',
  'maintenance',
  'taxes',
  'age',
  'exposure',
  'parking',
  'dom',
  'station',
  'school',
  'monthlyPayment',
] as const
export type CompareRow = (typeof COMPARE_ROWS)[number]
