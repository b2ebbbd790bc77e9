import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentApplications, agentProfiles } from '../../../src/db/schema.ts'
import { bearer } from '../../helpers/accounts.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import { phoneJpeg } from '../../platform/storage/image-fixtures.ts'
import { apply, createAgentsTestApp, newUser, postJson, type Tokens } from './agent-fixtures.ts'

/** A 40×20 JPEG as a phone writes it: camera make, GPS position and "rotate 90° to view". */

describe('the broker photo in file storage', () => {
  let t: TestApp
  let tokens: Tokens
  beforeAll(async () => {
    ;({ t, tokens } = await createAgentsTestApp())
  })
  afterAll(() => t.close())

  const photoKeyOf = async (applicationId: string) => {
    const [row] = await t.database.db
      .select({ photoKey: agentApplications.photoKey, photo: agentApplications.photo })
      .from(agentApplications)
      .where(eq(agentApplications.id, applicationId))
    return row
  }

  it('is stored without its EXIF, upright, and shown to others only once its broker is approved', async () => {
    const token = await newUser(t, 'photo@example.com')
    const jpeg = await phoneJpeg(40, 20, 6)
    const submitted = await apply(t, token, undefined, { filename: 'me.jpg', contentType: 'image/jpeg', data: jpeg })
    expect(submitted.status).toBe(201)
    expect(submitted.body.data.photoType).toBe('image/jpeg')
    const row = await photoKeyOf(submitted.body.data.id)
    expect(row?.photo).toBeNull()
    const url = t.app.files.url(row?.photoKey ?? '')

    for (const caller of [null, tokens.agent, tokens.visitor]) {
      const res = await t.app.inject({ url, headers: caller ? bearer(caller) : {} })
      expect(res.statusCode).toBe(403)
    }
    const own = await t.app.inject({ url, headers: bearer(token) })
    expect(own.statusCode).toBe(200)
    expect(own.headers['cache-control']).toBe('private, no-cache')
    expect((await t.app.inject({ url, headers: bearer(tokens.admin) })).statusCode).toBe(200)
    const shown = await sharp(own.rawPayload).metadata()
    expect(shown).toMatchObject({ format: 'webp', width: 20, height: 40 })
    expect(shown.exif).toBeUndefined()
    expect(own.rawPayload.includes('PhoneMaker')).toBe(false)

    await postJson(t, `/house/api/agent/v1/applications/${submitted.body.data.id}/approve`, tokens.admin)
    const anyone = await t.app.inject({ url })
    expect(anyone.statusCode).toBe(200)
    expect(anyone.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('moves photos kept as bytes before file storage into it, dropping their EXIF', async () => {
    const token = await newUser(t, 'legacy@example.com')
    const { body } = await apply(t, token)
    const jpeg = await phoneJpeg(40, 20, 6)
    // As an older server stored them: the bytes in the row, no key.
    await t.database.db
      .update(agentApplications)
      .set({ photo: jpeg, photoKey: null, photoType: 'image/jpeg' })
      .where(eq(agentApplications.id, body.data.id))
    await postJson(t, `/house/api/agent/v1/applications/${body.data.id}/approve`, tokens.admin)
    const mine = await t.app.inject({ url: '/house/api/agent/v1/applications/mine', headers: bearer(token) })
    const agentId = mine.json().data.agentId as string
    await t.database.db
      .update(agentProfiles)
      .set({ photo: Buffer.from('not a picture at all'), photoType: 'image/png', photoKey: null })
      .where(eq(agentProfiles.id, agentId))

    expect(await t.app.agents.moveLegacyPhotos()).toEqual({ moved: 1, dropped: 1 })
    expect(await t.app.agents.moveLegacyPhotos()).toEqual({ moved: 0, dropped: 0 })
    const row = await photoKeyOf(body.data.id)
    expect(row?.photo).toBeNull()
    const moved = await t.app.inject({ url: t.app.files.url(row?.photoKey ?? ''), headers: bearer(tokens.admin) })
    expect(await sharp(moved.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 20, height: 40 })
    expect((await sharp(moved.rawPayload).metadata()).exif).toBeUndefined()

    // The profile's unreadable bytes are gone: it shows the generated portrait.
    const detail = await t.app.inject({ url: `/house/api/agent/v1/${agentId}` })
    expect(detail.json().data.avatar).toBe(`/house/api/agent/v1/${agentId}/avatar`)
    const portrait = await t.app.inject({ url: detail.json().data.avatar })
    expect(portrait.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
  })

  it('keeps the generated portraits of seeded agents', async () => {
    const page = await t.app.inject({ url: '/house/api/agent/v1/search?limit=3' })
    for (const agent of page.json().data.items as Array<{ id: string; avatar: string }>) {
      expect(agent.avatar).toBe(`/house/api/agent/v1/${agent.id}/avatar`)
      const res = await t.app.inject({ url: agent.avatar })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    }
  })
})
