import { performance } from 'node:perf_hooks'
import { afterAll, describe, expect, it } from 'vitest'
import { HttpError } from '../../../src/lib/http-error.ts'
import type { ListingPdfInput } from '../../../src/modules/shares/listing-pdf.ts'
import { createPdfWorkers } from '../../../src/modules/shares/pdf-workers.ts'
import { pdfText } from './pdf-text-fixtures.ts'

const input: ListingPdfInput = {
  title: 'For sale',
  address: '1 King St W, Downtown',
  statusLine: 'For sale · Condo',
  priceCad: '$799,000',
  priceCny: '≈ ¥408.3 万',
  facts: [
    ['Bedrooms', '2'],
    ['Bathrooms', '2'],
  ],
  description: 'Bright corner suite. '.repeat(60),
  brokerageLine: 'Listing brokerage: Maple Realty',
  mlNumLine: 'MLS® number C1234567',
  generatedLine: 'Made with MapleNest',
  disclaimer: 'Prices in yuan are indicative.',
  photo: null,
  brand: null,
  signature: null,
}

describe('listing PDFs drawn on worker threads', () => {
  const workers = createPdfWorkers(1)
  afterAll(() => workers.close())

  it('starts its threads with the first PDF and answers the PDF drawn there, in the language asked', async () => {
    expect(workers.threads).toBe(0)
    const pdf = await workers.draw(input, 'zh-Hans-CN')
    expect(workers.threads).toBe(1)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfText(pdf)
    expect(text).toContain('1 King St W')
    // the one heading the drawing writes itself, in the language it is given
    expect(text).toContain('房源介绍')
  }, 60_000)

  it('leaves the event loop free while PDFs are drawn', async () => {
    const before = performance.eventLoopUtilization()
    const started = performance.now()
    await Promise.all([workers.draw(input, 'en-GB'), workers.draw(input, 'en-GB'), workers.draw(input, 'en-GB')])
    const busy = performance.eventLoopUtilization(before)
    // drawn here, the loop would be busy for nearly all of it; on a thread of their own, it idles
    expect(performance.now() - started).toBeGreaterThan(100)
    expect(busy.utilization).toBeLessThan(0.5)
  }, 60_000)

  it('refuses a burst past four waiting drawings a thread with a 503, and draws the rest', async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => workers.draw(input, 'en-GB')))
    const refused = results.filter((r) => r.status === 'rejected')
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(5)
    expect(refused.length).toBeGreaterThan(0)
    for (const r of refused) {
      const reason = (r as PromiseRejectedResult).reason
      expect(reason).toBeInstanceOf(HttpError)
      expect([reason.status, reason.key]).toEqual([503, 'error.busy'])
    }
  }, 120_000)
})
