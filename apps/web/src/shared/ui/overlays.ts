import type { DialogAlertProps, DialogConfirmProps, ToastShowProps } from 'antd-mobile'
import { lazy } from 'react'

type AnimatedKit = typeof import('./animated-kit.tsx')

let kit: Promise<AnimatedKit> | undefined

/**
 * The UI kit's toasts, dialogs, sheets and spinner (animated-kit.tsx), fetched once: at the first one shown, or
 * earlier when the app asks for them once its first screen works (so the first toast does not wait for the network).
 * A failed fetch is tried again at the next call.
 */
export function loadAnimatedKit(): Promise<AnimatedKit> {
  kit ??= import('./animated-kit.tsx').catch((error: unknown) => {
    kit = undefined
    throw error
  })
  return kit
}

/**
 * Fetches the kit when the page is idle (or a second later where browsers cannot say), for the app to call once its
 * first screen works: the first toast, dialog or spinner then shows at once, and the first screen never waited for it.
 */
export function loadAnimatedKitWhenIdle(): void {
  const load = () => void loadAnimatedKit().catch(() => undefined)
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 3000 })
  else setTimeout(load, 1000)
}

/** Shows a toast (antd-mobile's Toast.show) as soon as the kit is here; toasts keep the order they were asked in. */
export function showToast(props: ToastShowProps | string): void {
  void loadAnimatedKit().then(
    ({ Toast }) => Toast.show(props),
    () => undefined,
  )
}

/**
 * Shows a toast that stays until closed (antd-mobile's Toast.show and its handler, as for `duration: 0`): closed
 * before the kit is here, it never shows.
 */
export function openToast(props: ToastShowProps): { close(): void } {
  let closed = false
  let handler: ReturnType<AnimatedKit['Toast']['show']> | undefined
  void loadAnimatedKit().then(
    ({ Toast }) => {
      if (!closed) handler = Toast.show(props)
    },
    () => undefined,
  )
  return {
    close() {
      closed = true
      handler?.close()
    },
  }
}

/** Asks a yes/no question (antd-mobile's Dialog.confirm); resolves true when the person confirms. */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const { Dialog } = await loadAnimatedKit()
  return Dialog.confirm(props)
}

/** Tells the person something they acknowledge (antd-mobile's Dialog.alert); resolves when they close it. */
export async function alertDialog(props: DialogAlertProps): Promise<void> {
  const { Dialog } = await loadAnimatedKit()
  return Dialog.alert(props)
}

// The kit's sheets and dialog, drawn once the kit is here and sliding in as they do: each inside a Suspense boundary
// (fallback null), mounted at its first opening (useSheetMount).

/** antd-mobile's ActionSheet, fetched with the kit. */
export const LazyActionSheet = lazy(() =>
  loadAnimatedKit().then(({ SlidingActionSheet }) => ({ default: SlidingActionSheet })),
)

/** antd-mobile's Popup, fetched with the kit. */
export const LazyPopup = lazy(() => loadAnimatedKit().then(({ SlidingPopup }) => ({ default: SlidingPopup })))

/** antd-mobile's Dialog (the component), fetched with the kit. */
export const LazyDialog = lazy(() => loadAnimatedKit().then(({ SlidingDialog }) => ({ default: SlidingDialog })))

/** antd-mobile's SpinLoading, drawn once the kit is here: render it inside a Suspense boundary. */
export const LazySpinLoading = lazy(() => loadAnimatedKit().then(({ SpinLoading }) => ({ default: SpinLoading })))
