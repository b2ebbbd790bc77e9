import { DUPLICATE_CALL_WINDOW_MS, type Showing } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { sessionStore } from '../../../shared/session/index.ts'
import { NO_ACTIONS, testShowing, testUser } from '../showing-fixtures.ts'
import { ApptDetailScreen } from './appt-detail-screen.tsx'

const ID = testShowing().id
const ONE = `/house/api/appointment/v1/${ID}`
const NONE = NO_ACTIONS

// the first answer of a screen can take a while on a busy machine
const SLOW = { timeout: 5000 }

let server: FakeApi
let current: Showing

// the api client answers a repeated call within this window from the first one: each test asks afresh
const afterDuplicateWindow = () => new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await afterDuplicateWindow()
  current = testShowing()
  server = createFakeApi({
    [`GET ${ONE}`]: () => ({ code: 200, data: current }),
    [`POST ${ONE}/cancel`]: (req) => {
      const reason = (req.body as { reason?: string }).reason ?? null
      current = {
        ...current,
        status: 'Cancelled',
        cancelReason: 'buyer',
        cancelNote: reason,
        actions: { ...NONE, rebook: true, calendar: true },
      }
      return { code: 200, data: current }
    },
    [`POST ${ONE}/review`]: (req) => {
      const text = (req.body as { text: string }).text
      current = { ...current, review: text, reviewStatus: 'Reviewed', actions: { ...NONE, calendar: true } }
      return { code: 200, data: current }
    },
    [`POST ${ONE}/confirm`]: () => {
      current = {
        ...current,
        confirmedAt: '2026-11-25T15:00:00.000Z',
        actions: { ...NONE, decline: true, calendar: true },
      }
      return { code: 200, data: current }
    },
    [`POST ${ONE}/decline`]: (req) => {
      const reason = (req.body as { reason: string }).reason
      current = { ...current, status: 'Cancelled', cancelReason: 'declined', declineReason: reason, actions: NONE }
      return { code: 200, data: current }
    },
    [`POST ${ONE}/accept`]: () => {
      const time = current.proposedTime!
      current = { ...current, time, proposedTime: null, confirmedAt: '2026-11-25T15:00:00.000Z', actions: NONE }
      return { code: 200, data: current }
    },
    [`POST ${ONE}/handle`]: () => {
      current = { ...current, status: 'Processed', remarks: 'Met at the lobby', actions: { ...NONE, calendar: true } }
      return { code: 200, data: current }
    },
  })
  vi.stubGlobal('fetch', server.fetch)
  sessionStore.setState({ status: 'user', user: testUser('user') })
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

const open = (showing: Partial<Showing> = {}) => {
  current = testShowing(showing)
  return renderScreen(`/pages/my/appt/appt-detail?id=${ID}`, {
    '/pages/my/appt/appt-detail': <ApptDetailScreen title="Appointment" />,
  })
}
const button = (name: string) => screen.queryByRole('button', { name })
const posted = (suffix: string) => server.requests.filter((r) => r.method === 'POST' && r.path === `${ONE}/${suffix}`)

describe('Appointment detail, the buyer', () => {
  it('while pending: change, cancel (asking why, optionally) and calendar; no review, no handling', async () => {
    open()
    const when = await screen.findByText('Wed 2 Dec 2026, 14:00', { exact: false }, SLOW)
    expect(when.textContent).toBe('Wed 2 Dec 2026, 14:00 Toronto time')
    expect(screen.getByText('Pending')).toBeTruthy()
    expect(screen.getByText('Waiting for the agent to confirm')).toBeTruthy()
    expect(button('Change date or time')).toBeTruthy()
    expect(button('Add to calendar')).toBeTruthy()
    expect(screen.queryByLabelText('How was the showing?')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Record the outcome' })).toBeNull()
    expect(button('Book again')).toBeNull()
    // the buyer reads their own details, with nothing to call or copy
    expect(screen.queryByRole('link', { name: /^Call Mei Li/ })).toBeNull()

    fireEvent.click(button('Cancel the showing')!)
    expect(await screen.findByText('Cancel this showing? The agent will be told.', {}, SLOW)).toBeTruthy()
    expect(posted('cancel')).toHaveLength(0)
    // changing one's mind keeps it
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(button('Change date or time')).toBeTruthy()
    fireEvent.click(button('Cancel the showing')!)
    fireEvent.change(screen.getByLabelText('Why you are cancelling (optional)'), {
      target: { value: 'We found another flat' },
    })
    fireEvent.click(button('Cancel the showing')!)
    expect(await screen.findByText('Cancelled by the buyer: “We found another flat”', {}, SLOW)).toBeTruthy()
    expect(posted('cancel')).toHaveLength(1)
    expect(posted('cancel')[0]?.body).toEqual({ reason: 'We found another flat' })
    expect(button('Change date or time')).toBeNull()
    expect(button('Book again')).toBeTruthy()
    // the calendar file of a cancelled showing takes it out of the calendar
    expect(button('Remove from my calendar')).toBeTruthy()
  })

  it('after a confirmed visit’s time, tells the buyer the review follows the agent’s note; no change, no cancel', async () => {
    open({ confirmedAt: '2026-11-25T15:00:00.000Z', actions: { ...NONE, calendar: true } })
    expect(
      await screen.findByText('Once your agent has noted how the visit went, you can review it here.', {}, SLOW),
    ).toBeTruthy()
    expect(screen.queryByLabelText('How was the showing?')).toBeNull()
    expect(button('Cancel the showing')).toBeNull()
    expect(button('Change date or time')).toBeNull()
  })

  it('opens the change sheet with the showing’s day and time', async () => {
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Change date or time' }, SLOW))
    expect(await screen.findByRole('heading', { name: 'Change the showing' }, SLOW)).toBeTruthy()
    expect((screen.getByLabelText('Viewing date') as HTMLInputElement).value).toBe('2026-12-02')
    expect((screen.getByRole('radio', { name: '14:00' }) as HTMLInputElement).checked).toBe(true)
  })

  it('once taken to view: shows the agent’s remarks and asks for a review, which needs text', async () => {
    open({
      status: 'Processed',
      remarks: 'Met at the lobby',
      actions: { ...NONE, review: true, calendar: true, rebook: false },
    })
    expect(await screen.findByText('Viewed', {}, SLOW)).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Agent’s remarks' })).toBeTruthy()
    expect(screen.getByText('Met at the lobby')).toBeTruthy()
    expect(screen.getByText(/· Not reviewed$/)).toBeTruthy()
    expect(button('Cancel the showing')).toBeNull()
    expect(button('Change date or time')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Send the review' }))
    expect(await screen.findByText('Write your review', {}, SLOW)).toBeTruthy()
    expect(posted('review')).toHaveLength(0)

    fireEvent.change(screen.getByLabelText(/How was the showing/), { target: { value: 'Bright and quiet' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send the review' }))
    expect(await screen.findByRole('heading', { name: 'Your review' }, SLOW)).toBeTruthy()
    expect(posted('review')[0]?.body).toEqual({ text: 'Bright and quiet' })
    expect(screen.getByText(/· Reviewed$/)).toBeTruthy()
    expect(screen.queryByLabelText('How was the showing?')).toBeNull()
  })

  it('offers to book again once a showing is over, but not for a home no longer on the market', async () => {
    const sold = {
      status: 'Cancelled' as const,
      cancelReason: 'listingSold' as const,
      listingChange: { fromLsc: 'new' as const, toLsc: 'sld' as const, at: '2026-11-24T16:00:00.000Z' },
      actions: { ...NONE, rebook: true },
    }
    const { unmount } = open({ status: 'Expired', actions: { ...NONE, rebook: true } })
    expect(await screen.findByRole('button', { name: 'Book again' }, SLOW)).toBeTruthy()
    unmount()
    await afterDuplicateWindow()

    open({ ...sold, listing: { ...testShowing().listing, status: 'U', lsc: 'sld' } })
    expect(await screen.findByText('Cancelled: the home was sold', {}, SLOW)).toBeTruthy()
    expect(screen.getByText('The listing changed from Sale to Sold on Tue 24 Nov 2026, 11:00')).toBeTruthy()
    expect(button('Book again')).toBeNull()
    expect(button('Cancel the showing')).toBeNull()
  })
})

describe('Appointment detail, the handling agent', () => {
  beforeEach(() => sessionStore.setState({ status: 'user', user: testUser('agent') }))

  it('after the visit, needs an outcome before saving, then sends it with the remarks', async () => {
    open({ role: 'agent', confirmedAt: '2026-11-25T15:00:00.000Z', actions: { ...NONE, handle: true, calendar: true } })
    const save = await screen.findByRole('button', { name: 'Save' }, SLOW)
    expect(button('Cancel the showing')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Handled by' })).toBeTruthy()
    // she reaches the buyer in one tap: call, text, e-mail
    expect(screen.getByRole('link', { name: 'Call Mei Li on 4165550100' }).getAttribute('href')).toBe('tel:4165550100')
    expect(screen.getByRole('link', { name: 'Send Mei Li a text message' }).getAttribute('href')).toBe('sms:4165550100')
    expect(screen.getByRole('link', { name: 'E-mail Mei Li' }).getAttribute('href')).toBe('mailto:mei@example.ca')
    expect(screen.queryByText('After the showing, record here how it went.')).toBeNull()

    fireEvent.change(screen.getByLabelText('Remarks'), { target: { value: 'Met at the lobby' } })
    fireEvent.click(save)
    expect(await screen.findByText('Choose a status: taken to view or expired', {}, SLOW)).toBeTruthy()
    expect(posted('handle')).toHaveLength(0)

    fireEvent.click(screen.getByRole('radio', { name: 'Taken to view' }))
    fireEvent.click(save)
    await waitFor(() => expect(posted('handle')).toHaveLength(1))
    expect(posted('handle')[0]?.body).toEqual({ status: 1, remarks: 'Met at the lobby' })
    expect(await screen.findByText('Viewed', {}, SLOW)).toBeTruthy()
    expect(screen.queryByRole('radio', { name: 'Taken to view' })).toBeNull()
  })

  it('copies the buyer’s WeChat ID, and offers no outcome before the visit', async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    open({ role: 'agent', wechat: 'meili_to', actions: { ...NONE, confirm: true, decline: true, propose: true } })
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the WeChat ID meili_to' }, SLOW))
    expect(await screen.findByText('WeChat ID copied', {}, SLOW)).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith('meili_to')
    expect(screen.queryByRole('heading', { name: 'Record the outcome' })).toBeNull()
  })
})

describe('Appointment detail, answering a request', () => {
  const ANSWERABLE = { ...NONE, confirm: true, decline: true, propose: true }

  it('lets the agent confirm the time; she is told the outcome is recorded after the visit, and may still cancel', async () => {
    sessionStore.setState({ status: 'user', user: testUser('agent') })
    open({ role: 'agent', actions: ANSWERABLE })
    expect(await screen.findByText('Waiting for the agent to confirm', {}, SLOW)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Confirm this time' }))
    await waitFor(() => expect(posted('confirm')).toHaveLength(1))
    expect(await screen.findByText('Confirmed', {}, SLOW)).toBeTruthy()
    expect(screen.getByText('Confirmed by the agent Wed 25 Nov 2026, 10:00')).toBeTruthy()
    expect(screen.getByText('After the showing, record here how it went.')).toBeTruthy()
    expect(button('Confirm this time')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Can no longer make it?' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the showing' }))
    fireEvent.change(screen.getByLabelText(/^Why you are cancelling/), { target: { value: 'The seller is unwell' } })
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the showing' }))
    await waitFor(() => expect(posted('decline')).toHaveLength(1))
    expect(posted('decline')[0]?.body).toEqual({ reason: 'The seller is unwell' })
  })

  it('asks the agent why before declining, and shows the reason once declined', async () => {
    sessionStore.setState({ status: 'user', user: testUser('agent') })
    open({ role: 'agent', actions: ANSWERABLE })
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }, SLOW))
    fireEvent.click(screen.getByRole('button', { name: 'Decline the request' }))
    expect(await screen.findByText('Say why you are declining: the buyer will read it', {}, SLOW)).toBeTruthy()
    expect(posted('decline')).toHaveLength(0)
    fireEvent.change(screen.getByLabelText(/^Why you are declining/), { target: { value: 'The seller is away' } })
    fireEvent.click(screen.getByRole('button', { name: 'Decline the request' }))
    await waitFor(() => expect(posted('decline')).toHaveLength(1))
    expect(posted('decline')[0]?.body).toEqual({ reason: 'The seller is away' })
    expect(await screen.findByText('Declined by the agent: The seller is away', {}, SLOW)).toBeTruthy()
  })

  it('shows the buyer another time the agent proposed, in the listing’s clock, and accepts it', async () => {
    open({ proposedTime: '2026-12-03T17:00:00.000Z', actions: { ...NONE, cancel: true, accept: true, reject: true } })
    expect(await screen.findByRole('heading', { name: 'Your agent proposes another time' }, SLOW)).toBeTruthy()
    expect(screen.getByText('Thu 3 Dec 2026, 12:00 Toronto time, instead of the time you asked for.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Accept the new time' }))
    await waitFor(() => expect(posted('accept')).toHaveLength(1))
    expect(await screen.findByText('Confirmed', {}, SLOW)).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Your agent proposes another time' })).toBeNull()
  })
})
