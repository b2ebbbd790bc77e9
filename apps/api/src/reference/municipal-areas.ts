import { type City, MUNICIPALITIES } from '@maplenest/core'

/**
 * Where the covered municipalities of Greater Toronto and Metro Vancouver lie, and what homes cost there: an outline
 * of each, drawn along its main boundary roads and kept a little inland of the lake, the inlets and the Fraser, and
 * the typical prices of the geographic reference (`gtaMunicipalities`, `vancouverNeighbourhoods`; estimates). The
 * outlines are coarse, good for placing demo homes and telling which municipality a point is in, not for surveying;
 * where two touch, the one listed first takes the shared edge. A feed's listings keep the municipality the board
 * sends.
 */

type Outline = readonly (readonly [number, number])[]

export interface MunicipalArea {
  readonly name: string
  readonly city: City
  /** [lat, lng] pairs, closed. */
  readonly outline: Outline
  /** Typical prices, in dollars (a municipality where no detached houses are sold has none). */
  readonly condo: number
  readonly detached: number | null
}

interface AreaFacts {
  readonly outline: Outline
  readonly condo: number
  readonly detached: number | null
}

const FACTS: Readonly<Record<string, AreaFacts>> = {
  Markham: {
    outline: [
      [43.7965, -79.4195],
      [43.838, -79.426],
      [43.85, -79.383],
      [43.915, -79.4],
      [43.965, -79.17],
      [43.856, -79.17],
      [43.823, -79.31],
    ],
    condo: 640_000,
    detached: 1_600_000,
  },
  'Richmond Hill': {
    outline: [
      [43.833, -79.46],
      [43.85, -79.383],
      [43.975, -79.4],
      [43.96, -79.5],
    ],
    condo: 600_000,
    detached: 1_750_000,
  },
  Vaughan: {
    outline: [
      [43.7965, -79.4195],
      [43.748, -79.64],
      [43.76, -79.7],
      [43.88, -79.73],
      [43.915, -79.48],
      [43.833, -79.46],
      [43.838, -79.426],
    ],
    condo: 630_000,
    detached: 1_700_000,
  },
  Mississauga: {
    outline: [
      [43.59, -79.545],
      [43.549, -79.586],
      [43.51, -79.635],
      [43.545, -79.75],
      [43.64, -79.79],
      [43.71, -79.68],
      [43.655, -79.59],
      [43.63, -79.55],
    ],
    condo: 560_000,
    detached: 1_450_000,
  },
  Oakville: {
    outline: [
      [43.505, -79.63],
      [43.445, -79.66],
      [43.405, -79.705],
      [43.38, -79.76],
      [43.45, -79.805],
      [43.53, -79.75],
      [43.54, -79.7],
    ],
    condo: 650_000,
    detached: 1_850_000,
  },
  Richmond: {
    outline: [
      [49.195, -123.19],
      [49.197, -123.14],
      [49.195, -123.09],
      [49.19, -123.05],
      [49.17, -123.02],
      [49.14, -123.05],
      [49.13, -123.1],
      [49.125, -123.15],
      [49.13, -123.19],
    ],
    condo: 700_000,
    detached: 2_000_000,
  },
  Burnaby: {
    outline: [
      [49.288, -123.0236],
      [49.2003, -123.0236],
      [49.195, -122.96],
      [49.215, -122.915],
      [49.235, -122.893],
      [49.27, -122.893],
      [49.288, -122.9],
    ],
    condo: 720_000,
    detached: 2_050_000,
  },
  Coquitlam: {
    outline: [
      [49.27, -122.893],
      [49.24, -122.893],
      [49.225, -122.86],
      [49.235, -122.82],
      [49.272, -122.79],
      [49.29, -122.765],
      [49.32, -122.73],
      [49.32, -122.81],
      [49.285, -122.85],
    ],
    condo: 690_000,
    detached: 1_750_000,
  },
  'North Vancouver': {
    outline: [
      [49.318, -123.115],
      [49.315, -123.08],
      [49.313, -123.05],
      [49.306, -123.01],
      [49.31, -122.96],
      [49.34, -122.95],
      [49.365, -123.0],
      [49.36, -123.11],
    ],
    condo: 800_000,
    detached: 2_150_000,
  },
  'West Vancouver': {
    outline: [
      [49.318, -123.115],
      [49.36, -123.11],
      [49.375, -123.2],
      [49.37, -123.27],
      [49.35, -123.27],
      [49.344, -123.23],
      [49.338, -123.2],
      [49.334, -123.17],
      [49.328, -123.145],
    ],
    condo: 1_200_000,
    detached: 3_000_000,
  },
  Surrey: {
    outline: [
      [49.215, -122.89],
      [49.21, -122.82],
      [49.18, -122.73],
      [49.1, -122.68],
      [49.005, -122.68],
      [49.005, -122.75],
      [49.03, -122.82],
      [49.05, -122.85],
      [49.1, -122.88],
      [49.15, -122.9],
    ],
    condo: 530_000,
    detached: 1_600_000,
  },
  'University Endowment Lands': {
    outline: [
      [49.274, -123.217],
      [49.273, -123.248],
      [49.26, -123.256],
      [49.245, -123.245],
      [49.242, -123.22],
      [49.258, -123.217],
    ],
    condo: 880_000,
    detached: null,
  },
}

function factsOf(name: string): AreaFacts {
  const facts = FACTS[name]
  if (!facts) throw new Error(`no outline for ${name}`)
  return facts
}

const areasOf = (city: City): MunicipalArea[] =>
  MUNICIPALITIES.filter((m) => m.city === city).map((m) => ({ name: m.en, city, ...factsOf(m.en) }))

/** Each region's covered municipalities, in the order of core's list. */
export const MUNICIPAL_AREAS: Readonly<Record<City, readonly MunicipalArea[]>> = {
  toronto: areasOf('toronto'),
  vancouver: areasOf('vancouver'),
}
