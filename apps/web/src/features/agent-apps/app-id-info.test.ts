import type { AppInfoVo } from '@maplenest/core'
import { describe, expect, it } from 'vitest'
import { recordOf, toAppIdInfo } from './app-id-info.ts'

const vo = {
  appId: 'app-1',
  userId: 'agent-1',
  appName: 'Olivia Chen Homes',
  appIconUrl: '/house/api/file/v1/agent-icon/a/icon.png',
  appAdvUrl: '/house/api/file/v1/agent-banner/a/adv.webp',
  signatureSwitch: 'true',
  domain: 'demo.maplenest.localhost',
  agent: { userId: 'agent-1', name: 'Olivia Chen' },
} as unknown as AppInfoVo

describe('appIdinfo (spec §3)', () => {
  it('keeps exactly appId, agentUserId, avatar from appAdvUrl, name from userName, applogo from appIconUrl, appname from appName and appInfoVo', () => {
    const record = {
      appId: 'app-1',
      userId: 'agent-1',
      appName: 'Olivia Chen Homes',
      appIconUrl: '/icon.png',
      appAdvUrl: '/adv.webp',
      userName: 'Olivia Chen',
    }
    expect(toAppIdInfo(record, vo)).toEqual({
      appId: 'app-1',
      agentUserId: 'agent-1',
      avatar: '/adv.webp',
      name: 'Olivia Chen',
      applogo: '/icon.png',
      appname: 'Olivia Chen Homes',
      appInfoVo: vo,
    })
  })

  it('builds the §3 record from the full record when a link names the app', () => {
    expect(recordOf(vo)).toEqual({
      appId: 'app-1',
      userId: 'agent-1',
      appName: 'Olivia Chen Homes',
      appIconUrl: '/house/api/file/v1/agent-icon/a/icon.png',
      appAdvUrl: '/house/api/file/v1/agent-banner/a/adv.webp',
      userName: 'Olivia Chen',
    })
  })
})
