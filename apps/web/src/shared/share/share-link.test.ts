import { describe, expect, it, vi } from 'vitest'
import { shareLink } from './share-link.ts'

const link = { url: 'https://app.test/h5/pages/map/map?share=abcdefghijkl', title: 'Homes', text: '3 homes' }

describe('sharing a link', () => {
  it('uses the Web Share API when the browser has it', async () => {
    const share = vi.fn(async () => {})
    expect(await shareLink(link, { share })).toBe('shared')
    expect(share).toHaveBeenCalledWith(link)
  })

  it('closing the share sheet is not an error', async () => {
    const share = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')))
    expect(await shareLink(link, { share })).toBe('cancelled')
  })

  it('copies the link when there is no Web Share API', async () => {
    const writeText = vi.fn(async () => {})
    expect(await shareLink(link, { clipboard: { writeText } as unknown as Clipboard })).toBe('copied')
    expect(writeText).toHaveBeenCalledWith(link.url)
  })

  it('says so when it can neither share nor copy', async () => {
    expect(await shareLink(link, {})).toBe('unsupported')
    const writeText = vi.fn(async () => Promise.reject(new Error('denied')))
    expect(await shareLink(link, { clipboard: { writeText } as unknown as Clipboard })).toBe('unsupported')
  })
})
