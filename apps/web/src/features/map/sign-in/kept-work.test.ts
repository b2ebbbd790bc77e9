import { MAP_SHARE_LIMIT } from '@maplenest/core'
import { afterEach, describe, expect, it } from 'vitest'
import { KEPT_WORK_TTL_MS, type KeptWork, keepWork, parseKeptWork, takeKeptWork } from './kept-work.ts'

const PATH = '/pages/map/map?city=toronto&sr=Sale&bedrooms=2'
const NOW = 1_800_000_000_000
const work: KeptWork = {
  path: PATH,
  center: [-79.4, 43.66],
  zoom: 14.2,
  area: [
    { lng: -79.41, lat: 43.65 },
    { lng: -79.39, lat: 43.65 },
    { lng: -79.4, lat: 43.67 },
  ],
  selection: ['C1', 'C2'],
  action: 'share',
  at: NOW - 60_000,
}

afterEach(() => sessionStorage.clear())

describe('the map work kept through sign-in', () => {
  it('comes back whole on the same address, once', () => {
    keepWork(work)
    expect(takeKeptWork(PATH, NOW)).toEqual(work)
    expect(takeKeptWork(PATH, NOW)).toBeNull()
  })

  it('is not brought back on another address, when stale or from the future', () => {
    const raw = JSON.stringify(work)
    expect(parseKeptWork(raw, '/pages/map/map?city=vancouver', NOW)).toBeNull()
    expect(parseKeptWork(raw, PATH, work.at + KEPT_WORK_TTL_MS + 1)).toBeNull()
    expect(parseKeptWork(raw, PATH, work.at - 1)).toBeNull()
  })

  it('refuses what is malformed and trims what is too much', () => {
    expect(parseKeptWork('{', PATH, NOW)).toBeNull()
    expect(parseKeptWork('null', PATH, NOW)).toBeNull()
    expect(parseKeptWork(JSON.stringify({ ...work, center: [500, 43] }), PATH, NOW)).toBeNull()
    expect(parseKeptWork(JSON.stringify({ ...work, zoom: 'far' }), PATH, NOW)).toBeNull()
    const many = Array.from({ length: MAP_SHARE_LIMIT + 5 }, (_, i) => `M${i}`)
    const trimmed = parseKeptWork(JSON.stringify({ ...work, selection: [...many, 7], area: [{ lng: 'x' }] }), PATH, NOW)
    expect(trimmed?.selection).toEqual(many.slice(0, MAP_SHARE_LIMIT))
    expect(trimmed?.area).toBeNull()
  })

  it('asks to share again only when there is something selected', () => {
    expect(parseKeptWork(JSON.stringify({ ...work, selection: [] }), PATH, NOW)?.action).toBeNull()
    expect(parseKeptWork(JSON.stringify({ ...work, action: 'delete' }), PATH, NOW)?.action).toBeNull()
  })
})
