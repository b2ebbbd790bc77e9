import { describe, expect, it } from 'vitest'
import { photoSrcSet } from './photo-sources.ts'

describe('photoSrcSet', () => {
  it('offers three widths of a photo the server draws', () => {
    expect(photoSrcSet('/house/api/media/v1/C12345678/2.webp')).toBe(
      '/house/api/media/v1/C12345678/2.webp?w=320 320w, /house/api/media/v1/C12345678/2.webp?w=480 480w, /house/api/media/v1/C12345678/2.webp?w=800 800w',
    )
  })

  it('offers none for photos that come at one size', () => {
    expect(photoSrcSet('/house/api/media/v1/C12345678/2.svg')).toBeUndefined()
    expect(photoSrcSet('/house/api/media/v1/C12345678/2.webp?w=400')).toBeUndefined()
    expect(photoSrcSet('/house/api/file/v1/abc/photo.webp')).toBeUndefined()
    expect(photoSrcSet('https://cdn.example.com/house/api/media/v1/C1/1.webp')).toBeUndefined()
  })
})
