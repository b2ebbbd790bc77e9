/**
 * One spelling of a street address, so that every listing of a property finds the others: boards and brokerages
 * write "88 Harbour Street", "88 Harbour St." and "88 HARBOUR ST" for one building, and "#1205", "Unit 1205" and
 * "1205" for one suite. The canonical form is the one Toronto's and Vancouver's boards print: the street type and a
 * trailing direction abbreviated ("88 Harbour St", "1 King St W"), the words in between left as written.
 */

/** Street types as the boards abbreviate them, by every spelling met in feeds (lower case, no full stop). */
export const STREET_TYPE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  avenue: 'Ave',
  ave: 'Ave',
  av: 'Ave',
  boulevard: 'Blvd',
  blvd: 'Blvd',
  circle: 'Circ',
  circ: 'Circ',
  court: 'Crt',
  crt: 'Crt',
  ct: 'Crt',
  crescent: 'Cres',
  cres: 'Cres',
  drive: 'Dr',
  dr: 'Dr',
  gardens: 'Gdns',
  gdns: 'Gdns',
  grove: 'Grv',
  grv: 'Grv',
  heights: 'Hts',
  hts: 'Hts',
  highway: 'Hwy',
  hwy: 'Hwy',
  parkway: 'Pkwy',
  pkwy: 'Pkwy',
  place: 'Pl',
  pl: 'Pl',
  road: 'Rd',
  rd: 'Rd',
  square: 'Sq',
  sq: 'Sq',
  street: 'St',
  st: 'St',
  terrace: 'Terr',
  terr: 'Terr',
  trail: 'Trl',
  trl: 'Trl',
}

/** Compass directions after a street, as the boards abbreviate them. */
export const STREET_DIRECTION_ABBREVIATIONS: Readonly<Record<string, string>> = {
  east: 'E',
  e: 'E',
  west: 'W',
  w: 'W',
  north: 'N',
  n: 'N',
  south: 'S',
  s: 'S',
}

const key = (word: string) => word.toLowerCase().replace(/\.$/, '')

/**
 * The canonical spelling of a street address: spaces collapsed, the street type abbreviated when it follows a number
 * and a name, and a direction after it abbreviated. "88 Harbour Street" → "88 Harbour St"; "1 King Street West" →
 * "1 King St W"; "100 Queen's Park" and "12 The Esplanade" stay as they are.
 */
export function canonicalStreetAddress(address: string): string {
  const words = address.trim().split(/\s+/).filter(Boolean)
  if (words.length < 3) return words.join(' ')
  let end = words.length
  const direction = STREET_DIRECTION_ABBREVIATIONS[key(words[end - 1] as string)]
  const type = (at: number) => STREET_TYPE_ABBREVIATIONS[key(words[at] as string)]
  // "… St W": a direction after a street type; "… Ave" alone: the type is the last word.
  if (direction && end >= 4 && type(end - 2)) {
    words[end - 1] = direction
    end -= 1
  }
  const abbreviated = type(end - 1)
  if (abbreviated && end >= 3) words[end - 1] = abbreviated
  return words.join(' ')
}

/** A unit's number without the words and signs put before it: "#1205", "Unit 1205", "Suite 1205" → "1205". */
export function canonicalUnit(unit: string | null | undefined): string | null {
  const u = (unit ?? '')
    .trim()
    .replace(/^(?:unit|apt|suite)\.?\s*/i, '')
    .replace(/^#\s*/, '')
  return u === '' ? null : u
}
