import { describe, expect, it } from 'vitest'
import { drawnPhotoSrcSet, drawnPhotoUrl } from './listing-photo-url.ts'

describe('drawn listing photos', () => {
  it('have one address per listing and photo', () => {
    expect(drawnPhotoUrl('C12345678', 2)).toBe('/house/api/media/v1/C12345678/2.webp')
  })

  it('are offered at three widths', () => {
    const url = drawnPhotoUrl('C12345678', 2)
    expect(drawnPhotoSrcSet(url)).toBe(`${url}?w=320 320w, ${url}?w=480 480w, ${url}?w=800 800w`)
  })

  it('offer no widths for photos that come at one size', () => {
    expect(drawnPhotoSrcSet('/house/api/media/v1/C12345678/2.svg')).toBeUndefined()
    expect(drawnPhotoSrcSet('/house/api/media/v1/C12345678/2.webp?w=400')).toBeUndefined()
    expect(drawnPhotoSrcSet('/house/api/file/v1/abc/photo.webp')).toBeUndefined()
    expect(drawnPhotoSrcSet('https://cdn.example.com/house/api/media/v1/C1/1.webp')).toBeUndefined()
  })
})
