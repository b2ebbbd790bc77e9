import type { City } from '@maplenest/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { CITY_VIEWS } from '../map-views.ts'
import { project, type ScreenView } from '../picture/web-mercator.ts'
import { addNearLabels, type BasemapLabel, basemapLabels, labelText } from './basemap-labels.ts'
import { layoutLabels } from './label-layout.ts'
import near from './near-labels.json'
import { overlaps } from './place-labels.ts'

// Every name the map can draw, the near ones (fetched once a map has drawn) as they are once here.
beforeAll(() => addNearLabels(near.labels as BasemapLabel[]))

/** The names drawn on a 375 × 812 phone at a view, in a language, with nothing else on the map. */
function drawn(view: ScreenView, language: string) {
  const labels = basemapLabels()
  const placed = layoutLabels((place) => project(view, place), view, language, [], labels)
  return placed.map((p) => ({ ...p, label: labels[p.id]!, text: labelText(labels[p.id]!, language) }))
}
const opening = (city: City): ScreenView => ({ ...CITY_VIEWS[city], width: 375, height: 812 })

describe('the names of the whole-city view', () => {
  it.each([
    ['en-GB', ['Downtown', 'North York', 'Scarborough', 'Etobicoke', 'East York', 'York', 'Lake Ontario', 'Line 1']],
    ['zh-Hans-CN', ['市中心', '北约克', '士嘉堡', '怡陶碧谷', '东约克', '约克', '安大略湖', '1号线']],
  ])('name Toronto’s districts, the lake and the subway in %s', (language, names) => {
    const texts = drawn(opening('toronto'), language).map((l) => l.text)
    expect(texts).toEqual(expect.arrayContaining(names))
  })

  it.each([
    ['en-GB', ['Downtown', 'West End', 'Kitsilano', 'Kerrisdale', 'Oakridge', 'Mount Pleasant', 'Expo Line']],
    ['zh-Hans-CN', ['市中心', '西区', '基斯兰奴', '克里斯代尔', '橡树岭', '快乐山', '世博线']],
  ])('name Vancouver’s local areas and the SkyTrain in %s', (language, names) => {
    const texts = drawn(opening('vancouver'), language).map((l) => l.text)
    expect(texts).toEqual(expect.arrayContaining(names))
  })

  it('draw no two names over each other, in either city or language', () => {
    for (const city of ['toronto', 'vancouver'] as const) {
      for (const language of ['en-GB', 'zh-Hans-CN']) {
        const boxes = drawn(opening(city), language).map((l) => ({
          x0: l.x - l.width / 2,
          y0: l.y - l.height / 2,
          x1: l.x + l.width / 2,
          y1: l.y + l.height / 2,
        }))
        boxes.forEach((a, i) => {
          for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false)
        })
      }
    }
  })

  it('move a district’s name just off a marker standing on its middle, rather than leave it out', () => {
    const view = opening('toronto')
    const labels = basemapLabels()
    const northYork = labels.findIndex((l) => l.kind === 'district' && l.en === 'North York')
    const middle = project(view, [labels[northYork]!.lng, labels[northYork]!.lat])
    const circle = { x0: middle.x - 38, y0: middle.y - 38, x1: middle.x + 38, y1: middle.y + 38 }
    const placed = layoutLabels((place) => project(view, place), view, 'en-GB', [circle], labels)
    const name = placed.find((p) => p.id === northYork)
    expect(name).toBeDefined()
    expect(
      overlaps(
        { x0: name!.x - name!.width / 2, y0: name!.y - 8, x1: name!.x + name!.width / 2, y1: name!.y + 8 },
        circle,
      ),
    ).toBe(false)
    expect(Math.abs(name!.y - middle.y)).toBeLessThanOrEqual(80)
  })

  it('give way to neighbourhoods, stations and streets closer in', () => {
    const close: ScreenView = { center: [-79.3957, 43.6629], zoom: 14, width: 375, height: 812 }
    const kinds = new Set(drawn(close, 'en-GB').map((l) => l.label.kind))
    expect(kinds.has('district')).toBe(false)
    expect(kinds.has('line')).toBe(false)
    expect(kinds.has('station')).toBe(true)
    expect(kinds.has('street')).toBe(true)
  })

  it('keep naming Vancouver’s local areas and name its stations closer in, in both languages', () => {
    // Cambie Street from Broadway to 41st Avenue, the Canada Line's stations along it
    const close: ScreenView = { center: [-123.12, 49.25], zoom: 13.2, width: 375, height: 812 }
    expect(drawn(close, 'en-GB').map((l) => l.text)).toEqual(
      expect.arrayContaining(['South Cambie', 'King Edward', 'Broadway–City Hall']),
    )
    expect(drawn(close, 'zh-Hans-CN').map((l) => l.text)).toEqual(
      expect.arrayContaining(['南甘比', '爱德华王站', '百老汇-市政厅站']),
    )
  })

  it('write a station’s name left of its sign, or below or above it, when a marker stands right of it', () => {
    const view: ScreenView = { center: [-123.12, 49.25], zoom: 13.2, width: 375, height: 812 }
    const labels = basemapLabels()
    const kingEdward = labels.findIndex((l) => l.kind === 'station' && l.en === 'King Edward')
    const sign = project(view, [labels[kingEdward]!.lng, labels[kingEdward]!.lat])
    const right = { x0: sign.x + 40, y0: sign.y - 22, x1: sign.x + 60, y1: sign.y + 22 }
    const placed = layoutLabels((place) => project(view, place), view, 'en-GB', [right], labels)
    const name = placed.find((p) => p.id === kingEdward)
    expect(name).toBeDefined()
    expect(name!.x + name!.width / 2).toBeLessThan(sign.x)
    const both = [right, { x0: sign.x - 60, y0: sign.y - 22, x1: sign.x - 40, y1: sign.y + 22 }]
    const round = layoutLabels((place) => project(view, place), view, 'en-GB', both, labels).find(
      (p) => p.id === kingEdward,
    )
    expect(round).toBeDefined()
    expect(Math.abs(round!.x - sign.x)).toBeLessThan(2)
    expect(Math.abs(round!.y - sign.y)).toBeGreaterThan(8)
  })
})
