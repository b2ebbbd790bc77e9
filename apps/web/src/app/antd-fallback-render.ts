import type { ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'

/**
 * antd-mobile's own render for its toasts and dialogs (es/utils/render.js), as the browser build has it: the app sets
 * its render at start (antd-render.ts), so antd-mobile falls back to this one only if a toast were shown before. The
 * kit's own (rc-util's) would do nothing with React 19, which has no legacy render, and brings the async helpers of
 * an older JavaScript to every page; this one draws with createRoot as the app's does.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>()

export function render(node: ReactElement, container: Element | DocumentFragment): void {
  let root = roots.get(container)
  if (!root) {
    root = createRoot(container)
    roots.set(container, root)
  }
  root.render(node)
}

export async function unmount(container: Element | DocumentFragment): Promise<void> {
  await Promise.resolve()
  roots.get(container)?.unmount()
  roots.delete(container)
}
