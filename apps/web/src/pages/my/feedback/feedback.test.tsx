import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../../app/antd-render.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import FeedbackPage from './feedback.tsx'
import FeedbackDetailPage from './feedback-detail.tsx'

const PATH = '/pages/my/feedback/feedback'
const MB = 1024 * 1024

let server: FakeApi
beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    'POST /house/api/feedback/v1': () => ({ code: 201, data: { id: 'f1' } }),
  })
  vi.stubGlobal('fetch', server.fetch)
  // jsdom has no object URLs; the previews only need one each.
  let n = 0
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:preview-${++n}`, revokeObjectURL: () => {} }))
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

const picture = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/png' })
const pictures = (count: number) => Array.from({ length: count }, (_, i) => picture(`shot-${i + 1}.png`))
const pick = (label: string, files: File[]) => fireEvent.change(screen.getByLabelText(label), { target: { files } })
const open = () => renderScreen(PATH, { [PATH]: <FeedbackPage /> })

describe('Feedback form', () => {
  it('takes nine images, then refuses a tenth with the message and sends nothing', async () => {
    open()
    pick('Add screenshots or photos', pictures(8))
    pick('Add screenshots or photos', [picture('ninth.png')])
    expect(screen.getByRole('img', { name: 'Image 9' })).toBeTruthy()
    // Nine is the limit: the picker is gone, and a tenth chosen with the nine at once is refused whole.
    expect(screen.queryByLabelText('Add screenshots or photos')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 9' }))
    pick('Add screenshots or photos', [picture('ninth.png'), picture('tenth.png')])
    expect(screen.getByRole('alert').textContent).toBe('Too many files: up to 9')
    expect(screen.getAllByRole('img', { name: /^Image \d$/ })).toHaveLength(8)
    expect(server.requests).toHaveLength(0)
  })

  it('refuses 11 MB together with the spec’s message', () => {
    open()
    pick('Add screenshots or photos', [picture('a.png', 5.5 * MB), picture('b.png', 5.5 * MB)])
    expect(screen.getByRole('alert').textContent).toBe('The file is too large')
    expect(screen.queryByRole('img', { name: 'Image 1' })).toBeNull()
  })

  it('asks for the text before sending anything, in Chinese too', async () => {
    applyLocale('zh-Hans-CN')
    open()
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }))
    expect((await screen.findByRole('alert')).textContent).toBe('请填写反馈内容')
    expect(screen.getByLabelText('反馈内容').getAttribute('aria-invalid')).toBe('true')
    expect(server.requests).toHaveLength(0)
  })

  it('shows the server’s refusal of the type beside the type', async () => {
    server.route('POST /house/api/feedback/v1', () => ({
      code: 400,
      msg: 'Choose what your feedback is about',
      data: { fields: [{ field: 'type', message: 'Choose what your feedback is about' }] },
    }))
    open()
    fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: 'The map froze' } })
    fireEvent.click(screen.getByRole('radio', { name: 'Bugs' }))
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }))
    expect(await screen.findByText('Choose what your feedback is about')).toBeTruthy()
    await waitFor(() => expect(server.count('POST', '/house/api/feedback/v1')).toBe(1))
  })
})

describe('One feedback', () => {
  const DETAIL = '/pages/my/feedback/feedback-detail'
  const sent = {
    id: 'f1',
    type: 1,
    text: 'The map froze on my phone.',
    contact: null,
    images: [],
    status: 'open',
    reply: null,
    repliedAt: null,
    createdAt: '2026-12-01T15:00:00.000Z',
  }
  const show = () => renderScreen(`${DETAIL}?id=f1`, { [DETAIL]: <FeedbackDetailPage /> })

  it('before anyone replied, says so plainly instead of showing words as our reply', async () => {
    server.route('GET /house/api/feedback/v1/:id', () => ({ code: 200, data: sent }))
    show()
    expect(
      await screen.findByText('No reply yet. We read every message and usually reply within two working days.'),
    ).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Our reply' })).toBeNull()
  })

  it('shows our reply under its heading once there is one', async () => {
    const reply = 'Thank you, fixed in the next release.'
    server.route('GET /house/api/feedback/v1/:id', () => ({
      code: 200,
      data: { ...sent, status: 'replied', reply, repliedAt: '2026-12-02T10:00:00.000Z' },
    }))
    show()
    expect(await screen.findByRole('heading', { name: 'Our reply' })).toBeTruthy()
    expect(screen.getByText(reply)).toBeTruthy()
    expect(screen.queryByText(/^No reply yet/)).toBeNull()
  })
})
