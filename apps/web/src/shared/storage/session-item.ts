/**
 * Takes a value kept for this tab (sessionStorage): it is removed as it is read, so it is used once. Null when there
 * is none, or when the browser refuses the storage (private modes).
 */
export function takeSessionItem(key: string): string | null {
  try {
    const value = sessionStorage.getItem(key)
    sessionStorage.removeItem(key)
    return value
  } catch {
    return null
  }
}
