import { ReadableStream, TextDecoderStream, TransformStream, WritableStream } from 'node:stream/web'
import { CATALOGUES, LOCALES } from '@maplenest/core'
import { cleanup, configure } from '@testing-library/react'
import { Dialog, Toast } from 'antd-mobile'
import { afterEach, beforeEach, vi } from 'vitest'
import { addNearLabels, type BasemapLabel } from '../src/features/map/basemap/basemap-labels.ts'
import nearLabels from '../src/features/map/basemap/near-labels.json'
import { api } from '../src/shared/api/api.ts'
import { addCatalogue, applyLocale, setCatalogueLoader } from '../src/shared/i18n/i18n.ts'

// Tests hold both catalogues, as the server does; the browser loads one language at a time.
for (const locale of LOCALES) addCatalogue(locale, CATALOGUES[locale])
setCatalogueLoader(async (locale) => CATALOGUES[locale])

// Tests hold every basemap name, as a page does once the near ones have come: they never arrive in the middle of a
// test, outside React's act(). Tests of their coming start from a fresh module.
addNearLabels(nearLabels.labels as BasemapLabel[])

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message
  return typeof value === 'string' ? value : String(value)
}

// findBy… and waitFor wait up to 5 s rather than 1 s: a screen's first answer can take longer on a loaded
// 2-core machine, and only a failing test waits the whole time.
configure({ asyncUtilTimeout: 5000 })

// Tests fail on console.error: React warnings, act() warnings and router errors are bugs.
let consoleErrors: string[] = []

beforeEach(() => {
  consoleErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(describe).join(' '))
  })
  window.localStorage.clear()
  void applyLocale('en-GB')
})

afterEach(() => {
  // Dialogs and toasts opened imperatively live in roots of their own that cleanup() does not know: close them
  // too, so no React work of one test runs after its file's environment is gone.
  Dialog.clear()
  Toast.clear()
  cleanup()
  // an answer one test's fake server gave is never shared with the next test's identical call
  api.forgetSharedCalls()
  const errors = consoleErrors
  consoleErrors = []
  if (errors.length > 0) throw new Error(`console.error was called:\n${errors.join('\n')}`)
})

// jsdom lacks the layout observers and media queries antd-mobile reads.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}

for (const name of ['ResizeObserver', 'IntersectionObserver'] as const) {
  if (!(name in window))
    Object.defineProperty(window, name, { writable: true, configurable: true, value: NoopObserver })
}

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }),
  })
}

// A test file's VM context lacks the web streams Node has (the assistant reads its answer as a stream).
const webStreams = { ReadableStream, WritableStream, TransformStream, TextDecoderStream }
for (const [name, value] of Object.entries(webStreams)) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { writable: true, configurable: true, value })
}

// jsdom's scrollTo only reports "not implemented"; scroll restoration calls it on every navigation.
Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: () => {} })

// antd-mobile measures px through an element its global stylesheet fixes in place; Vitest does not load that
// stylesheet, so give jsdom the one rule antd-mobile checks.
const pxTesterStyle = document.createElement('style')
pxTesterStyle.textContent = '.adm-px-tester { position: fixed; }'
document.head.appendChild(pxTesterStyle)
