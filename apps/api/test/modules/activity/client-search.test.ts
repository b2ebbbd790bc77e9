import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../helpers/accounts.ts'
import { type AppsTest, createAppsTest } from '../agent-apps/agent-app-fixtures.ts'
import { newUser } from '../agents/agent-fixtures.ts'

const CLIENTS = '/house/api/activity/v1/clients'

describe("an agent's clients searched by name, phone or e-mail", () => {
  let a: AppsTest
  let agent: { userId: string; token: string }
  let rival: { userId: string; token: string }

  /** A registered person with a name and phone number, made a client of an app. */
  async function client(email: string, nickname: string, phone: string, appId: string) {
    const token = await newUser(a.t, email)
    const info = await a.call('GET', '/getInfo', bearer(token))
    const userId = info.body.data.user.userId as string
    await a.t.database.db.execute(
      sql`update users set nickname = ${nickname}, phonenumber = ${phone} where id = ${userId}::uuid`,
    )
    await a.call('POST', `/house/api/app/v1/${appId}/join`, bearer(token), { source: 'link' })
    return userId
  }

  const search = async (token: string, query: string, language = 'en-GB') => {
    const res = await a.call('GET', `${CLIENTS}?${query}`, a.headers(token, language))
    return {
      status: res.status,
      body: res.body,
      names: (res.body.data?.items ?? []).map((c: { name: string }) => c.name),
    }
  }

  beforeAll(async () => {
    a = await createAppsTest()
    agent = await a.newBroker('search-agent@example.com')
    const appId = await a.liveAppOf(agent.token)
    rival = await a.newBroker('search-rival@example.com')
    const rivalAppId = await a.liveAppOf(rival.token)
    await client('mei.lin@example.com', 'Mei Lin 林美', '+14165550111', appId)
    await client('daniel.wong@mail.example.org', 'Daniel Wong', '+16045550222', appId)
    await client('priya@example.com', 'Priya Shah', '+14375550333', appId)
    await client('meiling.rival@example.com', 'Meiling Rival', '+14165550999', rivalAppId)
  }, 240_000)
  afterAll(() => a.t.close())

  it('finds clients by part of their name, whatever the case, in either script', async () => {
    expect((await search(agent.token, 'q=mei')).names).toEqual(['Mei Lin 林美'])
    expect((await search(agent.token, `q=${encodeURIComponent('林')}`)).names).toEqual(['Mei Lin 林美'])
    expect((await search(agent.token, 'q=WONG')).names).toEqual(['Daniel Wong'])
  })

  it('finds clients by e-mail and by the digits of their phone number, however they are typed', async () => {
    expect((await search(agent.token, 'q=mail.example.org')).names).toEqual(['Daniel Wong'])
    expect((await search(agent.token, `q=${encodeURIComponent('(604) 555-0222')}`)).names).toEqual(['Daniel Wong'])
    expect((await search(agent.token, 'q=5550333')).names).toEqual(['Priya Shah'])
    // a search of one digit is not looked for in phone numbers, which nearly all would match
    expect((await search(agent.token, 'q=5')).names).toEqual([])
  })

  it('combines the search with the type filter and a blank search with everyone', async () => {
    expect((await search(agent.token, 'q=priya&type=user')).names).toEqual(['Priya Shah'])
    expect((await search(agent.token, 'q=priya&type=visitor')).names).toEqual([])
    expect((await search(agent.token, 'q=%20%20')).names).toHaveLength(3)
  })

  it('treats % and _ as the characters they are', async () => {
    expect((await search(agent.token, 'q=%25')).names).toEqual([])
    expect((await search(agent.token, 'q=_')).names).toEqual([])
  })

  it("never finds another agent's clients", async () => {
    const mine = await search(agent.token, 'q=mei')
    expect(mine.names).not.toContain('Meiling Rival')
    expect(JSON.stringify(mine.body)).not.toContain('Meiling')
    const theirs = await search(rival.token, 'q=mei')
    expect(theirs.names).toEqual(['Meiling Rival'])
    expect((await search(rival.token, 'q=4165550111')).names).toEqual([])
  })

  it('pages a search, and refuses a cursor of another search', async () => {
    const first = await search(agent.token, 'q=example&limit=2')
    expect(first.names).toHaveLength(2)
    const cursor = first.body.data.nextCursor as string
    expect(cursor).toEqual(expect.any(String))
    const next = await search(agent.token, `q=example&limit=2&cursor=${cursor}`)
    expect(next.names).toHaveLength(1)
    expect(next.body.data.nextCursor).toBeNull()
    const other = await search(agent.token, `q=mei&limit=2&cursor=${cursor}`)
    expect(other.status).toBe(400)
  })

  it.each([
    ['en-GB', 'The value of q is too long'],
    ['zh-Hans-CN', 'q 过长'],
  ])('answers 400 naming the field for a search that is too long (%s)', async (language, msg) => {
    const res = await search(agent.token, `q=${'a'.repeat(101)}`, language)
    expect(res.status).toBe(400)
    expect(res.body.data.fields[0].field).toBe('querystring.q')
    expect(res.body.msg).toContain(msg)
  })

  it('refuses the search to anyone who is not an agent', async () => {
    const buyer = await newUser(a.t, 'search-buyer@example.com')
    expect((await search(buyer, 'q=mei')).status).toBe(403)
    const anonymous = await a.call('GET', `${CLIENTS}?q=mei`, {})
    expect(anonymous.status).toBe(401)
  })
})
