import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client.ts'
import { createTransactor } from '../../src/db/transaction.ts'
import { createIngestRepository } from '../../src/ingest/ingest-repository.ts'
import { createBannersRepository } from '../../src/modules/banners/banners-repository.ts'
import { createExchangeRatesRepository } from '../../src/modules/exchange-rates/exchange-rates-repository.ts'
import {
  bumpCacheGeneration,
  onCacheGenerationBumped,
  readCacheGeneration,
} from '../../src/platform/cache-generations.ts'
import { createTestDatabase } from '../helpers/test-database.ts'

describe('cache generations shared through the database', () => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())
  const generation = () => readCacheGeneration(database.db, 'pages')

  it('starts at 0 and goes up by one a bump, telling this process once the write has committed', async () => {
    const t = createTransactor(database.db)
    const heard: string[] = []
    const stop = onCacheGenerationBumped((name) => heard.push(name))
    try {
      const before = await generation()
      await bumpCacheGeneration(t, 'pages')
      await bumpCacheGeneration(t, 'pages')
      expect(await generation()).toBe(before + 2)
      expect(heard).toEqual(['pages', 'pages'])

      // inside a transaction: told after the commit, and not at all when it rolls back
      await t.run(async () => {
        await bumpCacheGeneration(t, 'pages')
        expect(heard).toHaveLength(2)
      })
      expect(heard).toHaveLength(3)
      await expect(
        t.run(async () => {
          await bumpCacheGeneration(t, 'pages')
          throw new Error('rolled back')
        }),
      ).rejects.toThrow('rolled back')
      expect(heard).toHaveLength(3)
      expect(await generation()).toBe(before + 3)
    } finally {
      stop()
    }
  })

  it('is bumped by the writes that change what drawn pages show', async () => {
    const t = createTransactor(database.db)
    const banners = createBannersRepository(t)
    let at = await generation()
    const bumped = async () => {
      const now = await generation()
      const changed = now > at
      at = now
      return changed
    }
    const banner = await banners.insert({ kind: 'notice', titleEn: 'Open house', titleZh: '开放日' })
    expect(await bumped()).toBe(true)
    await banners.update(banner.id, { titleEn: 'Open house on Sunday' })
    expect(await bumped()).toBe(true)
    // a view is no change to what the page shows
    await banners.recordView(banner.id, null, new Date())
    expect(await bumped()).toBe(false)
    await banners.remove(banner.id)
    expect(await bumped()).toBe(true)

    await createExchangeRatesRepository(t).upsert(
      'CNY',
      { date: '2026-01-02', source: 'test', rates: { CAD: 0.19 } },
      new Date(),
    )
    expect(await bumped()).toBe(true)

    await createIngestRepository(t).listingsChanged()
    expect(await bumped()).toBe(true)
  })
})
