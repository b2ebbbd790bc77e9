import { Popup } from 'antd-mobile'
import { FormSheetFrame, type FormSheetProps } from './form-sheet-frame.tsx'

export type { FormSheetProps } from './form-sheet-frame.tsx'

/**
 * The frame every bottom sheet with a form shares (FormSheetFrame) in the UI kit's Popup: a title (and a line under
 * it) with ×, the fields scrolling between, and the buttons at the foot above the home indicator.
 */
export function FormSheet(props: FormSheetProps) {
  return <FormSheetFrame {...props} popup={Popup} />
}
