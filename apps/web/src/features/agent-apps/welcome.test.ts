import { isValidElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import { storage } from '../../shared/storage/storage.ts'
import type { AppIdInfo } from '../../shared/storage/storage-keys.ts'
import { showToast } from '../../shared/ui/overlays.ts'
import { welcomeOnce } from './start-agent-app.ts'

vi.mock('../../shared/ui/overlays.ts', () => ({ showToast: vi.fn(), confirmDialog: vi.fn() }))

const app = (appId: string, appname: string, agent: string): AppIdInfo => ({
  appId,
  agentUserId: `${appId}-agent`,
  name: agent,
  appname,
  appInfoVo: { agent: { userId: `${appId}-agent`, profileId: null, name: agent } },
})

/** The words of each welcome shown (a sentence in a span that breaks between words). */
const shown = () =>
  vi.mocked(showToast).mock.calls.map(([props]) => {
    const content = typeof props === 'string' ? props : props.content
    return isValidElement<{ children: string }>(content) ? content.props.children : content
  })

beforeEach(() => vi.mocked(showToast).mockClear())
afterEach(() => void applyLocale('en-GB'))

describe("an agent's app welcomes a person in her name, once per device", () => {
  it('welcomes on the first open and never again on this device, whoever is signed in', async () => {
    await storage.set('appIdinfo', app('app-1', 'Olivia Chen Homes', 'Olivia Chen'))
    await welcomeOnce()
    expect(shown()).toEqual(['Welcome to Olivia Chen Homes: homes and advice from Olivia Chen'])
    await welcomeOnce()
    // a visitor login clears storage but keeps what the device was told
    storage.clearAllExcept(['appIdinfo', 'welcomedApps'])
    await welcomeOnce()
    expect(shown()).toHaveLength(1)
  })

  it("welcomes once to each agent's app the device opens", async () => {
    await storage.set('appIdinfo', app('app-1', 'Olivia Chen Homes', 'Olivia Chen'))
    await welcomeOnce()
    await storage.set('appIdinfo', app('app-2', 'Harbour Homes', 'Daniel Wong'))
    await welcomeOnce()
    await welcomeOnce()
    expect(shown()).toEqual([
      'Welcome to Olivia Chen Homes: homes and advice from Olivia Chen',
      'Welcome to Harbour Homes: homes and advice from Daniel Wong',
    ])
  })

  it('speaks Chinese to a person reading in Chinese', async () => {
    await applyLocale('zh-Hans-CN')
    await storage.set('appIdinfo', app('app-3', '陈思雨置业', '陈思雨'))
    await welcomeOnce()
    expect(shown()).toEqual(['欢迎来到 陈思雨置业：陈思雨 为您推荐房源、提供置业建议'])
  })

  it('says nothing on the main app', async () => {
    await welcomeOnce()
    expect(shown()).toEqual([])
  })
})
