import type { ShareResult } from '@maplenest/core'
import { api } from '../api/api.ts'
import { storage } from '../storage/storage.ts'
import { showToast } from '../ui/overlays.ts'
import { agentAppStore } from './agent-app-store.ts'
import { logUsage } from './log-usage.ts'

/**
 * The listing PDF's address (spec §7): the agent of the current app (their signature when the app's signatureSwitch is
 * 'true'), else the person themselves (an agent gets their own app's signature). `null` with nobody to name.
 */
export function listingPdfUrl(mlNum: string, language: string): string | null {
  const app = agentAppStore.getState().app
  const userId =
    app?.agentUserId ?? storage.get('user_information')?.userId ?? storage.get('tourist_information')?.userId
  if (!userId) return null
  const signed = app ? app.appInfoVo?.signatureSwitch === 'true' : true
  const path = `/house/api/pdf/download/${encodeURIComponent(mlNum)}/${encodeURIComponent(userId)}/${signed ? 1 : 0}`
  return `${path}?language=${encodeURIComponent(language)}`
}

/** iOS opens files in the same tab (spec §7: "navigated to on iOS"); elsewhere in a new one. */
export const opensPdfInPlace = () => /iPhone|iPad|iPod/.test(navigator.userAgent)

/**
 * Shares a listing (spec §7 share/v1): records the share, with the agent's brand and, unless she chose otherwise for
 * this share, her signature, and hands the share page's address to the device's share sheet, or copies it. Visitors
 * share the page itself.
 */
export async function shareListing(
  mlNum: string,
  title: string,
  texts: { copied: string; unavailable: string },
  { signature = true }: { signature?: boolean } = {},
) {
  const registered = storage.get('user_information') !== null
  let url = window.location.href
  let text = title
  if (registered) {
    const appId = agentAppStore.getState().app?.appId
    try {
      const shared = await api.get<ShareResult>('/house/api/share/v1', {
        query: { shareType: 'listing', mlNum, brokershow: signature ? 1 : 0, ...(appId ? { appId } : {}) },
        toast: false,
        // Recording the share is a write: one key per share, so it is recorded once.
        idempotent: true,
      })
      url = new URL(shared.url, window.location.origin).href
      text = shared.summary
    } catch {
      // The record could not be kept: the page's own address still shares the home.
    }
  }
  logUsage(`share:${mlNum}`)
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url })
    } catch {
      // The person closed the share sheet.
    }
    return
  }
  try {
    await navigator.clipboard.writeText(url)
    showToast({ content: texts.copied })
  } catch {
    showToast({ content: texts.unavailable })
  }
}
