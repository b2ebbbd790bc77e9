import { APP_LANGUAGE_META, isLocale, type Locale } from '@maplenest/core'
import { storage } from '../storage/storage.ts'
import { isAgentAppPage } from './agent-app-store.ts'

/**
 * In an agent's app, the language its agent chose for it (decision 0133): as the server wrote it into the page, else
 * as the remembered app record says; null on the main app.
 */
export function agentDefaultLanguage(
  location: Pick<Location, 'hostname' | 'search'>,
  productDomains: readonly string[],
): Locale | null {
  if (!isAgentAppPage(location, productDomains)) return null
  const written =
    typeof document === 'undefined'
      ? null
      : document.querySelector(`meta[name="${APP_LANGUAGE_META}"]`)?.getAttribute('content')
  if (isLocale(written)) return written
  const remembered = storage.get('appIdinfo')?.appInfoVo?.defaultLanguage
  return isLocale(remembered) ? remembered : null
}
