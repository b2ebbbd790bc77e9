import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../../test/render-screen.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { sessionStore } from '../../../shared/session/index.ts'
import { storage } from '../../../shared/storage/index.ts'
import { usePreconRegistrationSlot } from '../../../shared/ui/precon-registration-slot.ts'
import { TEST_TARGET, testBuyer, testRegistration } from '../precon-registration-fixtures.ts'
import { PreconRegistrationSlots } from '../precon-registration-slots.tsx'

const API = '/house/api/precons/v1/registrations'
const PAGE = '/pages/precons/precons-detail'

let server: FakeApi

function ProjectPage() {
  return <>{usePreconRegistrationSlot(TEST_TARGET)}</>
}

const open = (url = `${PAGE}?preconsId=the-grand-condos`) =>
  renderScreen(url, {
    [PAGE]: (
      <PreconRegistrationSlots>
        <ProjectPage />
      </PreconRegistrationSlots>
    ),
    '/pages/my/public/login': <WhereAmI />,
  })

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    [`POST ${API}`]: (req) => ({
      code: 201,
      msg: 'Sent. An agent will contact you.',
      data: testRegistration(req.body as never),
    }),
    'GET /house/api/agent/v1/search': () => ({
      code: 200,
      data: { items: [{ id: '0b9e2f7c-3d4a-4c1e-8f5a-6b7c8d9e0f11', name: 'Grace Wong' }], nextCursor: null, total: 1 },
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
  // signed in as the app keeps it, so the session the first call starts is this buyer's
  localStorage.clear()
  await storage.set('accessToken', 'buyer-token')
  await storage.set('user_information', testBuyer())
  sessionStore.setState({ status: 'user', user: testBuyer() })
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

describe('a project page’s calls to action', () => {
  it('offers the three actions, and asks a question with the consent the form shows', async () => {
    open()
    expect(await screen.findByRole('heading', { name: 'Interested in this project?' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Register for updates' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Book a visit to the sales centre' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Ask an agent' }))
    const form = await screen.findByRole('form', { name: 'Ask an agent' })
    // filled in from the account
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Mei Li')
    expect((within(form).getByLabelText('E-mail') as HTMLInputElement).value).toBe('mei@example.ca')
    expect(within(form).getByText(/^I agree that MapleNest and the agent who receives this request/)).toBeTruthy()

    fireEvent.click(within(form).getByRole('button', { name: 'Send' }))
    expect(await within(form).findByText('Write your question')).toBeTruthy()
    expect(within(form).getByText('Tick the box to agree to be contacted')).toBeTruthy()
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false)

    fireEvent.change(within(form).getByLabelText(/^Your question/), { target: { value: 'Is parking included?' } })
    fireEvent.change(within(form).getByLabelText(/^Agent/), {
      target: { value: '0b9e2f7c-3d4a-4c1e-8f5a-6b7c8d9e0f11' },
    })
    fireEvent.click(within(form).getByRole('checkbox'))
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Request sent')).toBeTruthy()
    const post = server.requests.find((r) => r.method === 'POST')
    expect(post?.body).toEqual({
      kind: 'ask',
      projectId: 'the-grand-condos',
      name: 'Mei Li',
      email: 'mei@example.ca',
      phone: '',
      message: 'Is parking included?',
      consent: true,
      agentId: '0b9e2f7c-3d4a-4c1e-8f5a-6b7c8d9e0f11',
    })
  })

  it('shows the server’s refusal under the form and keeps it open', async () => {
    server.route(`POST ${API}`, () => ({
      code: 409,
      msg: 'You have already sent this for this project: see Account › Pre-construction registrations',
    }))
    open()
    fireEvent.click(screen.getByRole('button', { name: 'Register for updates' }))
    const form = await screen.findByRole('form', { name: 'Register for updates' })
    fireEvent.click(within(form).getByRole('checkbox'))
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }))
    expect(await within(form).findByText(/You have already sent this for this project/)).toBeTruthy()
  })

  it('sends a visitor to sign in, back to the project with the visit form', async () => {
    sessionStore.setState({ status: 'visitor', user: null })
    open()
    fireEvent.click(screen.getByRole('button', { name: 'Book a visit to the sales centre' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Sign in to contact us about this project')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }))
    const back = `${PAGE}?preconsId=the-grand-condos&register=visit`
    expect(
      await screen.findByText(`Now at /pages/my/public/login?redirectUrl=${encodeURIComponent(back)}`),
    ).toBeTruthy()
  })

  it('opens the asked form by itself once signed in, in Chinese', async () => {
    applyLocale('zh-Hans-CN')
    open(`${PAGE}?preconsId=the-grand-condos&register=visit`)
    const form = await screen.findByRole('form', { name: '参观售楼处' })
    expect(within(form).getByText('多伦多时间 10:00 至 18:00')).toBeTruthy()
    fireEvent.click(within(form).getByRole('button', { name: '发送' }))
    expect(await within(form).findByText('请选择参观日期和时间')).toBeTruthy()
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(false))
  })
})
