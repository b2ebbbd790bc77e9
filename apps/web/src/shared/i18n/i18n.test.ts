import { CATALOGUES, type Messages } from '@maplenest/core'
import { describe, expect, it } from 'vitest'
import {
  addCatalogue,
  applyLocale,
  chooseLocale,
  followDeviceLanguage,
  i18n,
  isFollowingDeviceLanguage,
  keepLocaleCookie,
  loadCatalogue,
  resolveInitialLocale,
  setCatalogueLoader,
} from './i18n.ts'

function storage(values: Record<string, string> = {}): Pick<Storage, 'getItem'> {
  return { getItem: (key) => values[key] ?? null }
}

const base = { search: '', storage: storage(), deviceLanguage: 'en-US', agentDefault: null }

describe('resolveInitialLocale (decision 0133)', () => {
  it('is en-GB by default, whatever the device language', () => {
    expect(resolveInitialLocale(base)).toBe('en-GB')
    expect(resolveInitialLocale({ ...base, deviceLanguage: 'zh-CN' })).toBe('en-GB')
  })

  it('lets the language link parameter win', () => {
    expect(resolveInitialLocale({ ...base, search: '?language=zh-Hans-CN' })).toBe('zh-Hans-CN')
    expect(resolveInitialLocale({ ...base, search: 'appId=7&language=zh' })).toBe('zh-Hans-CN')
    expect(
      resolveInitialLocale({
        ...base,
        search: '?language=en-GB',
        storage: storage({ language_state: '1' }),
        deviceLanguage: 'zh-CN',
      }),
    ).toBe('en-GB')
  })

  it('follows the device language when language_state is 1', () => {
    const followDevice = storage({ language_state: '1' })
    expect(resolveInitialLocale({ ...base, storage: followDevice, deviceLanguage: 'zh-CN' })).toBe('zh-Hans-CN')
    expect(resolveInitialLocale({ ...base, storage: followDevice, deviceLanguage: 'fr-CA' })).toBe('en-GB')
    expect(resolveInitialLocale({ ...base, storage: storage({ language_state: '0' }), deviceLanguage: 'zh-CN' })).toBe(
      'en-GB',
    )
  })

  it('keeps the locale the person chose earlier unless the device language is followed', () => {
    const chosen = storage({ language_state: '0', language: 'zh-Hans-CN' })
    expect(resolveInitialLocale({ ...base, storage: chosen, deviceLanguage: 'en-GB' })).toBe('zh-Hans-CN')
    const following = storage({ language_state: '1', language: 'zh-Hans-CN' })
    expect(resolveInitialLocale({ ...base, storage: following, deviceLanguage: 'en-CA' })).toBe('en-GB')
  })

  it('in an agent’s app, opens in the agent’s default language when the person has chosen none', () => {
    const agentApp = { ...base, agentDefault: 'zh-Hans-CN' as const }
    expect(resolveInitialLocale(agentApp)).toBe('zh-Hans-CN')
    // the order: link, own choice, device (when followed), agent's default, English
    expect(resolveInitialLocale({ ...agentApp, search: '?language=en-GB' })).toBe('en-GB')
    expect(resolveInitialLocale({ ...agentApp, storage: storage({ language_state: '0', language: 'en-GB' }) })).toBe(
      'en-GB',
    )
    expect(
      resolveInitialLocale({ ...agentApp, storage: storage({ language_state: '1' }), deviceLanguage: 'en-CA' }),
    ).toBe('en-GB')
    expect(resolveInitialLocale({ ...agentApp, storage: storage({ language_state: '0' }) })).toBe('zh-Hans-CN')
    expect(resolveInitialLocale({ ...base, agentDefault: 'en-GB', deviceLanguage: 'zh-CN' })).toBe('en-GB')
  })

  it('honours a link parameter on an agent’s sub-domain too', () => {
    expect(
      resolveInitialLocale({
        search: '?language=zh-Hans-CN',
        storage: storage({ language_state: '0', language: 'en-GB' }),
        deviceLanguage: 'en-GB',
        agentDefault: 'en-GB',
      }),
    ).toBe('zh-Hans-CN')
  })

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
    }
    expect(resolveInitialLocale({ ...base, storage: broken, deviceLanguage: 'zh-CN' })).toBe('en-GB')
  })
})

describe('applying and choosing a locale', () => {
  it('applyLocale switches the language and sets <html lang> for this visit only', () => {
    window.localStorage.clear()
    applyLocale('zh-Hans-CN')
    expect(i18n.language).toBe('zh-Hans-CN')
    expect(document.documentElement.lang).toBe('zh-Hans-CN')
    expect(window.localStorage.getItem('language')).toBeNull()
    expect(i18n.t('route.my-appt')).toBe('我的预约')
    applyLocale('en-GB')
    expect(i18n.t('route.my-appt')).toBe('My appointments')
  })

  it('chooseLocale remembers the choice and stops following the device', () => {
    window.localStorage.setItem('language_state', '1')
    chooseLocale('zh-Hans-CN')
    expect(window.localStorage.getItem('language')).toBe('zh-Hans-CN')
    expect(isFollowingDeviceLanguage()).toBe(false)
    applyLocale('en-GB')
  })

  it('tells the server the person’s choice in its cookie, and nothing when there is none', () => {
    keepLocaleCookie(null)
    applyLocale('zh-Hans-CN')
    expect(document.cookie).not.toContain('maplenest_locale=zh-Hans-CN')
    chooseLocale('zh-Hans-CN')
    expect(document.cookie).toContain('maplenest_locale=zh-Hans-CN')
    keepLocaleCookie(null)
    expect(document.cookie).not.toContain('maplenest_locale')
    applyLocale('en-GB')
  })

  it('following the device language applies it now and keeps following it', () => {
    followDeviceLanguage(true, 'zh-CN')
    expect(i18n.language).toBe('zh-Hans-CN')
    expect(isFollowingDeviceLanguage()).toBe(true)
    expect(
      resolveInitialLocale({ search: '', storage: window.localStorage, deviceLanguage: 'en-US', agentDefault: null }),
    ).toBe('en-GB')
    followDeviceLanguage(false, 'zh-CN')
    expect(isFollowingDeviceLanguage()).toBe(false)
    expect(window.localStorage.getItem('language')).toBe('zh-Hans-CN')
    applyLocale('en-GB')
  })

  it('fills {{placeholders}} without escaping', () => {
    expect(i18n.t('ui.agreement.updated', { date: '22 <b>' })).toBe('Last updated 22 <b>')
  })
})

describe('a catalogue in two parts', () => {
  it('shows the first screens’ messages as soon as they are here, and adds the rest into them', async () => {
    const zh = CATALOGUES['zh-Hans-CN']
    i18n.removeResourceBundle('zh-Hans-CN', 'translation')
    let release: () => void = () => {}
    const laterHeld = new Promise<void>((resolve) => {
      release = resolve
    })
    const first: Partial<Messages> = { 'route.my-appt': zh['route.my-appt'] }
    const later: Partial<Messages> = { 'ui.agreement.updated': zh['ui.agreement.updated'] }
    setCatalogueLoader(
      async () => first,
      async () => {
        await laterHeld
        return later
      },
    )
    try {
      const whole = loadCatalogue('zh-Hans-CN')
      let wholeHere = false
      void whole.then(() => {
        wholeHere = true
      })
      await loadCatalogue('zh-Hans-CN', { firstScreens: true })
      expect(i18n.t('route.my-appt', { lng: 'zh-Hans-CN' })).toBe('我的预约')
      expect(i18n.getResource('zh-Hans-CN', 'translation', 'ui.agreement.updated')).toBeUndefined()
      expect(wholeHere).toBe(false)
      release()
      await whole
      expect(i18n.t('route.my-appt', { lng: 'zh-Hans-CN' })).toBe('我的预约')
      expect(i18n.getResource('zh-Hans-CN', 'translation', 'ui.agreement.updated')).toBe(zh['ui.agreement.updated'])
    } finally {
      // as the tests' setup left it: both catalogues whole
      setCatalogueLoader(async (locale) => CATALOGUES[locale])
      i18n.removeResourceBundle('zh-Hans-CN', 'translation')
      addCatalogue('zh-Hans-CN', zh)
    }
  })
})
