import { Button, type PopupProps } from 'antd-mobile'
import { type ReactNode, Suspense } from 'react'
import { FormSheetFrame } from './form-sheet-frame.tsx'
import { LazyPopup } from './overlays.ts'

export interface FilterSheetProps {
  visible: boolean
  title: string
  /** The screen-reader name of the × button. */
  closeLabel: string
  resetLabel: string
  applyLabel: string
  /** Apply is refused while the choices contradict each other, e.g. a price range upside down. */
  applyDisabled?: boolean
  onReset: () => void
  onApply: () => void
  onClose: () => void
  /** The filter groups: chips, ranges. */
  children: ReactNode
}

/** The UI kit's Popup, fetched with its animated parts when a list's filters are first opened. */
function PopupOnDemand(props: PopupProps) {
  return (
    <Suspense fallback={null}>
      <LazyPopup {...props} />
    </Suspense>
  )
}

/**
 * The frame every filter sheet shares: a bottom sheet (at most 70 % of the height) with a title and ×, the groups
 * scrolling between, and Reset beside a wider Apply; Enter in a field applies too.
 */
export function FilterSheet(props: FilterSheetProps) {
  const { visible, title, closeLabel, resetLabel, applyLabel, applyDisabled = false } = props
  const { onReset, onApply, onClose, children } = props
  return (
    <FormSheetFrame
      popup={PopupOnDemand}
      kind="filters"
      visible={visible}
      title={title}
      closeLabel={closeLabel}
      onClose={onClose}
      onSubmit={() => {
        if (!applyDisabled) onApply()
      }}
      footer={
        <>
          <Button type="button" fill="outline" shape="rounded" onClick={onReset}>
            {resetLabel}
          </Button>
          <Button type="submit" color="primary" shape="rounded" disabled={applyDisabled}>
            {applyLabel}
          </Button>
        </>
      }
    >
      {children}
    </FormSheetFrame>
  )
}
