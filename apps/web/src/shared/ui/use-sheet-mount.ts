import { useEffect, useState } from 'react'

/**
 * A bottom sheet joins its screen at its first opening, not with the screen: a closed sheet would still run its
 * animation and draw its mask while the screen starts, on every screen that has one. `mount` says whether to render
 * the sheet; `show` turns true a render later, so the sheet still slides in the first time.
 */
export function useSheetMount(visible: boolean): { mount: boolean; show: boolean } {
  const [opened, setOpened] = useState(visible)
  useEffect(() => {
    if (visible) setOpened(true)
  }, [visible])
  return { mount: opened || visible, show: opened && visible }
}
