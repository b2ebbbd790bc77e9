import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createPhotoRasteriser } from '../../../src/modules/media/media-raster.ts'

const square = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="${fill}"/></svg>`

describe('createPhotoRasteriser', () => {
  it('draws an SVG as a WebP of its size and colour', async () => {
    const bytes = await createPhotoRasteriser()('a', square('#ff0000'))
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([40, 30])
    expect(data[0]).toBeGreaterThan(240)
    expect(data[1]).toBeLessThan(20)
  })

  it('keeps the most recently used pictures and makes a forgotten one again', async () => {
    const rasterise = createPhotoRasteriser(2)
    const a = rasterise('a', square('#ff0000'))
    const b = rasterise('b', square('#00ff00'))
    expect(rasterise('a', square('#ff0000'))).toBe(a)
    rasterise('c', square('#0000ff'))
    // b was the least recently used of three kept two
    expect(rasterise('a', square('#ff0000'))).toBe(a)
    expect(rasterise('b', square('#00ff00'))).not.toBe(b)
  })

  it('forgets a picture that could not be drawn, so it is tried again', async () => {
    const rasterise = createPhotoRasteriser()
    const broken = rasterise('x', 'not an svg')
    await expect(broken).rejects.toThrow()
    expect(rasterise('x', square('#000000'))).not.toBe(broken)
  })
})
