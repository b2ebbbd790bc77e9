import { beforeEach, describe, expect, it, vi } from 'vitest'
import data from './basemap-data.json'
import near from './near-labels.json'

/** Chinese characters, digits and the dashes and brackets names use; a Latin letter means an English name leaked. */
const CHINESE = /^[\p{Script=Han}0-9–\-·（）]+$/u

/** Every label of the basemap: the bundled ones and the near ones fetched once a map has drawn. */
const ALL_LABELS = [...data.labels, ...near.labels]

describe('bundled basemap labels', () => {
  it('carry an English and a Chinese name, the Chinese one without Latin letters', () => {
    const labels = ALL_LABELS as { kind: string; en?: unknown; zh?: unknown }[]
    expect(data.labels.length).toBeGreaterThan(0)
    expect(near.labels.length).toBeGreaterThan(0)
    const wrong = labels.filter(
      (l) => typeof l.en !== 'string' || l.en === '' || typeof l.zh !== 'string' || !CHINESE.test(l.zh),
    )
    expect(wrong).toEqual([])
  })

  it('label every kind of place the map names', () => {
    const kinds = new Set(ALL_LABELS.map((l) => l.kind))
    expect([...kinds].sort()).toEqual([
      'area',
      'campus',
      'district',
      'line',
      'local-area',
      'side-street',
      'station',
      'street',
      'water',
    ])
  })
})

describe('the basemap’s labels so far', () => {
  // each test starts from the bundled labels alone, as a page does
  beforeEach(() => vi.resetModules())
  const load = () => import('./basemap-labels.ts')
  const nearLabels = () => near.labels as import('./basemap-labels.ts').BasemapLabel[]

  it('are the bundled ones until the near ones are added, then those after them: every index names the same label', async () => {
    const { addNearLabels, basemapLabels, BUNDLED_LABELS } = await load()
    const before = basemapLabels()
    expect(before).toEqual(data.labels)
    addNearLabels(nearLabels())
    const after = basemapLabels()
    expect(after).toHaveLength(data.labels.length + near.labels.length)
    expect(after.slice(0, before.length)).toEqual(before)
    expect(after.slice(before.length)).toEqual(near.labels)
    expect(BUNDLED_LABELS).toHaveLength(data.labels.length)
  })

  it('take the near ones once: adding them again changes nothing and tells no one', async () => {
    const { addNearLabels, basemapLabels, subscribeBasemapLabels } = await load()
    const told = vi.fn()
    subscribeBasemapLabels(told)
    addNearLabels(nearLabels())
    const once = basemapLabels()
    addNearLabels(nearLabels())
    expect(basemapLabels()).toBe(once)
    expect(once).toHaveLength(data.labels.length + near.labels.length)
    expect(told).toHaveBeenCalledTimes(1)
  })

  it('tell those listening when the near ones arrive, until they stop', async () => {
    const { addNearLabels, subscribeBasemapLabels } = await load()
    const listening = vi.fn()
    const stopped = vi.fn()
    subscribeBasemapLabels(listening)
    subscribeBasemapLabels(stopped)()
    addNearLabels(nearLabels())
    expect(listening).toHaveBeenCalledTimes(1)
    expect(stopped).not.toHaveBeenCalled()
  })
})
