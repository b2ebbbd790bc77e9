import type { Locale } from '@maplenest/core'
import { useEffect, useState } from 'react'
import { hasCatalogue, loadCatalogue } from './i18n.ts'

/**
 * Whether a language's catalogue is here, loading it if not: for the rare screen that shows both languages at once
 * (a page otherwise holds only the language it shows).
 */
export function useCatalogue(locale: Locale): boolean {
  const [ready, setReady] = useState(() => hasCatalogue(locale))
  useEffect(() => {
    if (ready) return
    let live = true
    loadCatalogue(locale).then(
      () => live && setReady(true),
      (error: unknown) => console.warn('Language catalogue could not load', error),
    )
    return () => {
      live = false
    }
  }, [locale, ready])
  return ready
}
