import { screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { sessionStore } from '../../../shared/session/index.ts'
import type { RentalTarget } from '../../../shared/ui/rental-slot.ts'
import { testUser } from '../rental-fixtures.ts'
import { ReserveRoom } from './reserve-room.tsx'

const target = (place: RentalTarget['place']): RentalTarget => ({
  mlNum: 'C1234567',
  city: 'toronto',
  address: '88 Harbour St',
  detailPath: '/pages/house/detail?id=C1234567',
  place,
})

beforeAll(() => setUpAntdRender())
beforeEach(() => sessionStore.setState({ status: 'user', user: testUser('user') }))
afterEach(() => applyLocale('en-GB'))

const show = (place: RentalTarget['place'], placement: 'detail' | 'card' = 'detail') =>
  renderScreen('/d', { '/d': <ReserveRoom target={target(place)} placement={placement} /> })

describe('the reserve action says what is reserved', () => {
  it.each([
    ['en-GB', 'room', 'Reserve this room'],
    ['en-GB', 'home', 'Reserve this home'],
    ['zh-Hans-CN', 'room', '预订这个房间'],
    ['zh-Hans-CN', 'home', '预订这套房屋'],
  ] as const)('in %s, for a %s: %s', async (language, place, words) => {
    applyLocale(language)
    show(place)
    expect(await screen.findByRole('button', { name: words })).toBeTruthy()
  })

  it('says only "Reserve" on a list’s card, where the kind of place is not known, naming the address', async () => {
    show(undefined, 'card')
    expect(await screen.findByRole('button', { name: 'Reserve 88 Harbour St' })).toBeTruthy()
    expect(screen.getByText('Reserve')).toBeTruthy()
  })
})
