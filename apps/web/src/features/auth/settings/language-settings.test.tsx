import { CATALOGUES, type Locale } from '@maplenest/core'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { addCatalogue, applyLocale, i18n, setCatalogueLoader } from '../../../shared/i18n/i18n.ts'
import { LanguageSettings } from './language-settings.tsx'

const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <LanguageSettings />
    </I18nextProvider>,
  )

afterEach(async () => {
  setCatalogueLoader(async (locale) => CATALOGUES[locale])
  addCatalogue('zh-Hans-CN', CATALOGUES['zh-Hans-CN'])
  await act(() => applyLocale('en-GB'))
})

describe('Settings → Language', () => {
  it('shows 简体中文 chosen the moment it is tapped, while the Chinese catalogue is still on its way', async () => {
    // the browser loads a language's catalogue when it is first chosen
    i18n.removeResourceBundle('zh-Hans-CN', 'translation')
    let arrive: () => void = () => {}
    setCatalogueLoader(
      (locale: Locale) =>
        new Promise((resolve) => {
          arrive = () => resolve(CATALOGUES[locale])
        }),
    )
    show()
    expect(checked('English')).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: '简体中文' }))
    expect(checked('简体中文')).toBe(true)
    expect(checked('English')).toBe(false)
    expect(localStorage.getItem('language')).toBe('zh-Hans-CN')
    await act(async () => arrive())
    expect(await screen.findByRole('heading', { name: '语言' })).toBeTruthy()
    expect(checked('简体中文')).toBe(true)
  })

  it('goes back to English at once, and tells the server the choice', async () => {
    await act(() => applyLocale('zh-Hans-CN'))
    show()
    expect(checked('简体中文')).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: 'English' }))
    expect(checked('English')).toBe(true)
    expect(await screen.findByRole('heading', { name: 'Language' })).toBeTruthy()
    expect(document.cookie).toContain('maplenest_locale=en-GB')
  })
})
