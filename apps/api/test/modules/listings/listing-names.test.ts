import type { ListingSuggestion } from '@maplenest/core'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings } from '../../../src/db/schema.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import { createListingsTestApp, HARBOUR } from './listing-fixtures.ts'

/**
 * The names the suggestions read (`listing_names`) follow the listings whichever statement writes them: an insert,
 * an update, an upsert as the feed's import writes, a delete.
 */
describe('the listings’ neighbourhood and street names', () => {
  let t: TestApp
  beforeAll(async () => {
    ;({ t } = await createListingsTestApp())
  })
  afterAll(() => t.close())

  const streets = async (q: string) => {
    const res = await t.app.inject({ url: `/house/api/listing/v1/suggest?q=${encodeURIComponent(q)}` })
    expect(res.statusCode).toBe(200)
    return (res.json().data as ListingSuggestion[]).filter((s) => s.kind === 'street').map((s) => s.label)
  }
  const lines = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: { line: string }[] }).rows.map((r) => r.line)
  /** The names as counted from the listings themselves, and as kept, each `city kind name count`, sorted. */
  const counted = () =>
    lines(sql`
      select concat_ws(' ', n.city, n.kind, n.name, count(*)) as line
      from (select l.city, n.kind, n.name from listings l cross join lateral (values
        ('neighbourhood', l.neighbourhood), ('street', listing_street_of(l.street_name, l.address))) as n(kind, name)
        where n.name <> '') n
      group by n.city, n.kind, n.name order by 1`)
  const kept = () => lines(sql`select concat_ws(' ', city, kind, name, listings) as line from listing_names order by 1`)
  /** A copy of HARBOUR with another MLS number and street. */
  const copyOn = async (mlNum: string, street: string) => {
    const [model] = await t.database.db.select().from(listings).where(eq(listings.mlNum, HARBOUR.mlNum))
    const { id: _id, searchText: _searchText, ...rest } = model!
    return { ...rest, mlNum, address: `12 ${street}`, streetName: street }
  }

  it('counts every name of the demo data, as the listings give them', async () => {
    const names = await kept()
    expect(names.length).toBeGreaterThan(20)
    expect(names).toContainEqual(expect.stringMatching(/^toronto street Harbour St \d+$/))
    expect(names).toEqual(await counted())
  })

  it('suggests a street once a listing is on it, and no longer once none is', async () => {
    const db = t.database.db
    expect(await streets('Quillfeather')).not.toContain('Quillfeather Lane')
    await db
      .insert(listings)
      .values([await copyOn('C7700001', 'Quillfeather Lane'), await copyOn('C7700002', 'Quillfeather Lane')])
    expect(await streets('Quillfeather')).toContain('Quillfeather Lane')
    expect(await streets('quilfeather ln')).toContain('Quillfeather Lane')

    // the feed's upsert moves one to another street: the first still has one listing
    const moved = await copyOn('C7700001', 'Tamarack Cres')
    await db
      .insert(listings)
      .values(moved)
      .onConflictDoUpdate({ target: listings.mlNum, set: { address: moved.address, streetName: moved.streetName } })
    expect(await streets('Quillfeather')).toContain('Quillfeather Lane')
    expect(await streets('Tamarack')).toContain('Tamarack Cres')

    // an update that changes no name changes no count; deleting the last listing on a street takes its name away
    await db.update(listings).set({ price: sql`${listings.price} + 1` })
    await db.delete(listings).where(eq(listings.mlNum, 'C7700002'))
    expect(await streets('Quillfeather')).not.toContain('Quillfeather Lane')
    expect(await kept()).toEqual(await counted())
  })
})
