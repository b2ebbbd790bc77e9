import { ActionSheet, Dialog, Popup } from 'antd-mobile'
import { type ComponentType, useEffect, useState } from 'react'

/**
 * The UI kit's parts that animate — toasts, dialogs, sheets and the spinner — with the animation and gesture
 * libraries they run on (@react-spring, @use-gesture). Nothing imports this file statically: overlays.ts fetches it
 * when the first of them is shown, so the app's start and the first screens do not carry them.
 */
export { Dialog, SpinLoading, Toast } from 'antd-mobile'

/**
 * A sheet or dialog drawn closed once before it opens: it arrives with the kit while its screen already asks for it
 * open, and one first drawn open would appear without sliding in.
 */
function drawnClosedFirst<P extends { visible?: boolean }>(Component: ComponentType<P>): ComponentType<P> {
  return function DrawnClosedFirst(props: P) {
    const [drawn, setDrawn] = useState(false)
    useEffect(() => setDrawn(true), [])
    return <Component {...props} visible={drawn && props.visible === true} />
  }
}

export const SlidingActionSheet = drawnClosedFirst(ActionSheet)
export const SlidingPopup = drawnClosedFirst(Popup)
export const SlidingDialog = drawnClosedFirst(Dialog)
