/** The calculator's two screens (spec §2, my/calculate). */
export const MORTGAGE_PATHS = {
  form: '/pages/my/calculate/calculate',
  result: '/pages/my/calculate/calculate-result',
} as const

/** A calculator screen with its query, e.g. the result of a calculation. */
export function mortgagePath(path: string, query: URLSearchParams): string {
  const qs = query.toString()
  return qs ? `${path}?${qs}` : path
}
