import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppsTest, createAppsTest } from './agent-app-fixtures.ts'

const DEMO_HOST = 'demo.maplenest.localhost:8080'

describe("a page shared from an agent's app carries her brand", () => {
  let a: AppsTest
  let mlNum: string
  beforeAll(async () => {
    a = await createAppsTest()
    const [row] = (
      (await a.t.database.db.execute(
        sql`select ml_num from listings where status = 'A' and room_type = 'condo' order by ml_num limit 1`,
      )) as unknown as { rows: { ml_num: string }[] }
    ).rows
    mlNum = row!.ml_num
  }, 240_000)
  afterAll(() => a.t.close())

  const meta = (html: string, property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1]

  it('names her app as the site of a shared listing on her sub-domain and by her link, MapleNest elsewhere', async () => {
    const url = `/h5/pages/share/condo-detail-share?mlNum=${mlNum}`
    const hers = (await a.call('GET', url, { host: DEMO_HOST })).raw
    expect(meta(hers, 'og:site_name')).toBe('Olivia Chen Homes')
    expect(meta(hers, 'og:title')).toBeTruthy()
    expect(hers).toContain('<title>Olivia Chen Homes</title>')
    const mine = await a.call('GET', '/house/api/app/v1/mine', a.headers(a.tokens.agent))
    const { appId, userId } = mine.body.data.app
    const byLink = (await a.call('GET', `${url}&appId=${appId}&agentUserId=${userId}`)).raw
    expect(meta(byLink, 'og:site_name')).toBe('Olivia Chen Homes')
    const main = (await a.call('GET', url)).raw
    expect(meta(main, 'og:site_name')).toBe('MapleNest')
  })
})
