import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import { renderApp } from '../app-router-fixtures.tsx'

describe('tab bar', () => {
  it('shows Home, Map, Favs and Account, and the AI assistant button between them', async () => {
    renderApp('/pages/map/map')
    const nav = await screen.findByRole('navigation', { name: 'Main sections' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent || link.getAttribute('aria-label'))).toEqual([
      'Home',
      'Map',
      'AI assistant',
      'Favs',
      'Account',
    ])
    const chat = within(nav).getByRole('link', { name: 'AI assistant' })
    expect(chat.getAttribute('href')).toBe('/h5/pages/chat/chat')
    expect(chat.style.width).toBe('65px')
    expect(chat.style.height).toBe('66px')
  })

  it('marks the current tab', async () => {
    renderApp('/pages/map/map')
    const nav = await screen.findByRole('navigation', { name: 'Main sections' })
    expect(within(nav).getByRole('link', { name: 'Map' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull()
  })

  it('is in Chinese for Chinese readers', async () => {
    applyLocale('zh-Hans-CN')
    renderApp('/')
    const nav = await screen.findByRole('navigation', { name: '主要栏目' }, { timeout: 5000 })
    for (const label of ['首页', '地图', '收藏', '我的'])
      expect(within(nav).getByRole('link', { name: label })).toBeTruthy()
  })

  it('is only on the four tab pages', async () => {
    renderApp('/pages/school/school-list')
    await screen.findByRole('heading', { level: 1, name: 'Schools' })
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).toBeNull()
  })
})
