import { type AgentDetail, DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { aDetail } from '../../../entities/listing/listing-fixtures.ts'
import { agentAppStore } from '../../../shared/agent-app/agent-app-store.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { ListingContact } from './listing-contact.tsx'

const AGENT_ID = '3f1c2b4a-0000-4000-8000-000000000001'
const AGENT = {
  id: AGENT_ID,
  name: 'Grace Liu',
  avatar: '/house/api/agent/v1/a/avatar',
  companyName: 'Harbourfront Realty Inc., Brokerage',
  phone: '(416) 555-0123',
  email: 'grace.liu@example.com',
} as AgentDetail

beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  const server = createFakeApi({
    'GET /house/api/agent/v1/:id': (req) =>
      req.params.id === AGENT_ID ? { code: 200, data: AGENT } : { code: 404, msg: 'Agent not found' },
  })
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(async () => {
  agentAppStore.setState({ app: null })
  vi.unstubAllGlobals()
  await applyLocale('en-GB')
})

const show = (listAgentId: string | null) =>
  renderScreen('/d', { '/d': <ListingContact listing={aDetail({ listAgentId })} /> })

describe('Listing contact', () => {
  it("offers the listing agent's phone and e-mail as links, and their profile", async () => {
    show(AGENT_ID)
    const block = screen.getByRole('region', { name: 'Ask about this home' })
    const call = await within(block).findByRole('link', { name: 'Call Grace Liu on (416) 555-0123' })
    expect(call.getAttribute('href')).toBe('tel:4165550123')
    const mail = within(block).getByRole('link', { name: 'E-mail Grace Liu at grace.liu@example.com' })
    expect(mail.getAttribute('href')).toMatch(/^mailto:grace\.liu@example\.com\?subject=About%20/)
    expect(within(block).getByText('Listing agent at Harbourfront Realty Inc., Brokerage')).toBeTruthy()
    expect(within(block).getByRole('link', { name: 'Agent profile' }).getAttribute('href')).toBe(
      `/pages/agent/agent-detail?id=${AGENT_ID}`,
    )
  })

  it('names the brokerage when the agent is not on MapleNest', () => {
    show(null)
    const block = screen.getByRole('region', { name: 'Ask about this home' })
    expect(within(block).getByText(/^Listed by .+\. Ask the brokerage about viewings and offers\.$/)).toBeTruthy()
    expect(within(block).queryByRole('link')).toBeNull()
  })

  it('speaks Chinese', async () => {
    await applyLocale('zh-Hans-CN')
    show(AGENT_ID)
    const block = screen.getByRole('region', { name: '咨询此房源' })
    expect(await within(block).findByRole('link', { name: '打电话给 Grace Liu：(416) 555-0123' })).toBeTruthy()
    expect(within(block).getByRole('link', { name: '发邮件给 Grace Liu：grace.liu@example.com' })).toBeTruthy()
  })

  it("in an agent's app, names her instead of the listing agent and leads to her page", async () => {
    const profileId = 'b7e0a1c2-0000-4000-8000-000000000001'
    agentAppStore.setState({
      app: {
        appId: 'a0000000-0000-4000-8000-000000000001',
        agentUserId: 'u1',
        appname: 'Olivia Chen Homes',
        appInfoVo: {
          agent: {
            userId: 'u1',
            profileId,
            name: 'Olivia Chen',
            phone: '+14165550102',
            email: 'olivia@example.com',
            avatar: `/house/api/agent/v1/${profileId}/avatar`,
            brokerage: 'Maple & King Realty',
            practiceName: 'Olivia Chen',
          },
        },
      },
    })
    show(AGENT_ID)
    const block = screen.getByRole('region', { name: 'Ask about this home' })
    expect(within(block).getByRole('link', { name: 'Call Olivia Chen on +14165550102' })).toBeTruthy()
    expect(within(block).queryByText('Grace Liu')).toBeNull()
    expect(within(block).getByRole('link', { name: 'Agent profile' }).getAttribute('href')).toBe(
      `/pages/agent/agent-detail?id=${profileId}`,
    )
  })
})
