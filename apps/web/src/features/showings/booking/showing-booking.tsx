import type { ReactNode } from 'react'
import { type RenderShowing, ShowingSlotContext } from '../../../shared/ui/showing-slot.ts'
import { BookShowing } from './book-showing.tsx'

const render: RenderShowing = (target, placement) => <BookShowing target={target} placement={placement} />

/** Fills the booking slot of listing cards and details under it with the showings' button, menu and sheet. */
export function ShowingBooking({ children }: { children: ReactNode }) {
  return <ShowingSlotContext value={render}>{children}</ShowingSlotContext>
}
