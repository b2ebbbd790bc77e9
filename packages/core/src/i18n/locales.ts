export const LOCALES = ['en-GB', 'zh-Hans-CN'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en-GB'

/**
 * Reads a locale from a `language` header, a link parameter or a device language.
 * Anything Chinese maps to Simplified Chinese; everything else to British English.
 */
export function parseLocale(value: string | null | undefined): Locale {
  if (!value) return DEFAULT_LOCALE
  const v = value.trim().toLowerCase()
  if (v.startsWith('zh') || v === 'cn' || v === 'chinese') return 'zh-Hans-CN'
  return DEFAULT_LOCALE
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}
