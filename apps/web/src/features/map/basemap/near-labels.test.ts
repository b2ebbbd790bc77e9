import { afterEach, describe, expect, it, vi } from 'vitest'
import { CITY_VIEWS } from '../map-views.ts'
import { project, type ScreenView } from '../picture/web-mercator.ts'
import data from './basemap-data.json'
import { type BasemapLabel, BUNDLED_LABELS } from './basemap-labels.ts'
import { LABEL_RULES, layoutLabels } from './label-layout.ts'
import near from './near-labels.json'
import { NEAR_LABEL_KINDS, NEAR_LABELS_FROM_ZOOM } from './near-labels.ts'

const NEAR = near.labels as BasemapLabel[]

describe('the near labels', () => {
  it('are the kinds first drawn from zoom 12.5, none of them with the screen’s bundled labels', () => {
    expect(new Set(NEAR.map((l) => l.kind))).toEqual(new Set(NEAR_LABEL_KINDS))
    for (const kind of NEAR_LABEL_KINDS) expect(LABEL_RULES[kind].minZoom).toBeGreaterThanOrEqual(12.5)
    expect(NEAR_LABELS_FROM_ZOOM).toBe(12.5)
    const kinds: readonly string[] = NEAR_LABEL_KINDS
    expect(BUNDLED_LABELS.filter((l) => kinds.includes(l.kind))).toEqual([])
  })

  it('change nothing on the opening views, nor anywhere short of zoom 12.5', () => {
    const everything = [...BUNDLED_LABELS, ...NEAR]
    const views: ScreenView[] = [
      ...Object.values(CITY_VIEWS).map((v) => ({ ...v, width: 375, height: 812 })),
      { center: [-79.3957, 43.6629], zoom: 12.49, width: 375, height: 812 },
      { center: [-123.1207, 49.2827], zoom: 12.2, width: 375, height: 812 },
    ]
    for (const view of views) {
      for (const language of ['en-GB', 'zh-Hans-CN']) {
        const at = (labels: readonly BasemapLabel[]) =>
          layoutLabels((place) => project(view, place), view, language, [], labels)
        expect(at(everything)).toEqual(at(BUNDLED_LABELS))
      }
    }
  })
})

describe('loading the near labels', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.doUnmock('./near-labels.json')
    vi.resetModules()
  })

  it('adds them once after the bundled ones, however often asked', async () => {
    vi.resetModules()
    const { loadNearLabels } = await import('./near-labels.ts')
    const { basemapLabels } = await import('./basemap-labels.ts')
    await Promise.all([loadNearLabels(), loadNearLabels()])
    await loadNearLabels()
    expect(basemapLabels()).toEqual([...data.labels, ...near.labels])
  })

  it('leaves the map its bundled labels where they cannot be fetched, and tries again at the next call', async () => {
    vi.resetModules()
    vi.doMock('./near-labels.json', () => {
      throw new Error('offline')
    })
    const { loadNearLabels } = await import('./near-labels.ts')
    const { basemapLabels } = await import('./basemap-labels.ts')
    await expect(loadNearLabels()).resolves.toBeUndefined()
    expect(basemapLabels()).toEqual(data.labels)
    vi.doUnmock('./near-labels.json')
    await loadNearLabels()
    expect(basemapLabels()).toHaveLength(data.labels.length + near.labels.length)
  })

  it('waits for the page to be idle when asked to, and fetches nothing once called off', async () => {
    vi.resetModules()
    const { loadNearLabelsWhenIdle } = await import('./near-labels.ts')
    const { basemapLabels } = await import('./basemap-labels.ts')
    vi.useFakeTimers()
    const callOff = loadNearLabelsWhenIdle()
    callOff()
    await vi.advanceTimersByTimeAsync(5000)
    await vi.dynamicImportSettled()
    expect(basemapLabels()).toEqual(data.labels)
    loadNearLabelsWhenIdle()
    expect(basemapLabels()).toEqual(data.labels)
    await vi.advanceTimersByTimeAsync(5000)
    await vi.waitFor(() => expect(basemapLabels()).toHaveLength(data.labels.length + near.labels.length))
  })
})
