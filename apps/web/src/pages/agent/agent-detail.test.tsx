import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen } from '../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../app/antd-render.ts'
import { anAgent } from '../../features/agents/agent-fixtures.ts'
import { AgentDetailScreen } from '../../features/agents/index.ts'
import { applyLocale } from '../../shared/i18n/i18n.ts'

const DETAIL = '/pages/agent/agent-detail'
const ID = '11111111-1111-4111-8111-111111111111'
let server: FakeApi

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({ [`GET /house/api/agent/v1/${ID}`]: () => ({ code: 200, data: anAgent() }) })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const open = (openMail?: (href: string) => void, id = ID) =>
  renderScreen(`${DETAIL}?id=${id}`, { [DETAIL]: <AgentDetailScreen openMail={openMail} /> })

describe('Agent detail', () => {
  it('shows every field, the photo, the logo, the WeChat QR code, languages and certificates', async () => {
    open()
    expect(await screen.findByRole('heading', { level: 2, name: 'Olivia Chen 陈思雨' })).toBeTruthy()
    for (const text of [
      'RECO-4712093',
      'Downtown condos',
      'Downtown Toronto, Toronto, ON',
      'Downtown Toronto (3520005)',
      '100 King St W, Toronto',
      'Toronto',
      '09:00–20:00',
      '+14165550102',
      'agent@demo.maplenest.ca',
      '+14165550112',
      '陈思雨多伦多地产',
      'Evening video tours',
      'Twelve years in Toronto condos.',
      'Registered Real Estate Broker',
      'RECO, 2018',
      'Mandarin',
      'Cantonese',
      'Maple & King Realty Inc., Brokerage',
      '186',
      '★ 4.9',
      '12 years',
    ]) {
      expect(screen.getAllByText(text).length, text).toBeGreaterThan(0)
    }
    expect(screen.getByRole('img', { name: 'Photo of Olivia Chen 陈思雨' }).getAttribute('src')).toBe(
      '/house/api/agent/v1/1/avatar',
    )
    expect(screen.getByRole('img', { name: 'Maple & King Realty Inc., Brokerage logo' })).toBeTruthy()
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: 'WeChat QR code for olivia_chen_maple' }).getAttribute('src') ?? '',
      ).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/),
    )
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+14165550102')
    expect(screen.getByRole('link', { name: /oliviachen\.demo\.maplenest\.ca/ }).getAttribute('href')).toBe(
      'https://oliviachen.demo.maplenest.ca',
    )
  })

  it('says "This agent has not given a phone number" when the agent has no phone', async () => {
    server.route(`GET /house/api/agent/v1/${ID}`, () => ({ code: 200, data: anAgent({ phone: '' }) }))
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Call' }))
    expect(await screen.findByText('This agent has not given a phone number')).toBeTruthy()
  })

  it('copies the WeChat id and says "WeChat ID copied", or "The WeChat ID could not be copied" when the clipboard refuses', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'WeChat', description: 'Copy WeChat ID' }))
    expect(await screen.findByText('WeChat ID copied')).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith('olivia_chen_maple')
    writeText.mockRejectedValue(new Error('denied'))
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true })
    fireEvent.click(screen.getByRole('button', { name: 'Copy WeChat ID' }))
    expect(await screen.findByText('The WeChat ID could not be copied')).toBeTruthy()
  })

  it('opens the e-mail app, and says "Your e-mail app could not be opened" when nothing takes the link within a second', async () => {
    const opened: string[] = []
    open((href) => {
      opened.push(href)
      window.dispatchEvent(new Event('blur'))
    })
    fireEvent.click(await screen.findByRole('button', { name: 'E-mail' }))
    await waitFor(() => expect(opened).toEqual(['mailto:agent@demo.maplenest.ca']))
    await new Promise((r) => setTimeout(r, 1100))
    expect(screen.queryByText('Your e-mail app could not be opened')).toBeNull()
  })

  it('says "Your e-mail app could not be opened" when no mail app answers', async () => {
    open(() => {})
    fireEvent.click(await screen.findByRole('button', { name: 'E-mail' }))
    expect(await screen.findByText('Your e-mail app could not be opened', {}, { timeout: 2500 })).toBeTruthy()
  })

  it('says the agent was not found, in Chinese too', async () => {
    applyLocale('zh-Hans-CN')
    server.route('GET /house/api/agent/v1/:id', () => ({ code: 404, msg: '未找到该经纪人' }))
    open(undefined, 'nobody')
    expect(await screen.findByText('未找到该经纪人')).toBeTruthy()
  })
})
