/**
 * Postal-code prefixes (Canada Post's forward sortation areas, FSA): the first three characters of a postal code,
 * letter–digit–letter, naming an area a few thousand homes wide (M2N is Willowdale, V6X is Richmond's city centre).
 * People type them alone or as the start of a full code, in either case and with or without the space.
 * The first letter is never D, F, I, O, Q, U, W or Z, nor the third D, F, I, O, Q or U.
 */
export const POSTAL_PREFIX_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/

const TYPED = /^\s*([a-z]\d[a-z])(?:\s*\d[a-z]\d)?\s*$/i

/** The prefix a typed text is ("m2n", "M2N 6K1", "m2n6k1" → "M2N"), or null when it is not a postal code. */
export function readPostalPrefix(text: string): string | null {
  const typed = TYPED.exec(text)?.[1]?.toUpperCase()
  return typed && POSTAL_PREFIX_PATTERN.test(typed) ? typed : null
}
