import { provinceOf } from '@maplenest/core'
import type { ReactNode } from 'react'
import { type RenderRental, RentalSlotContext, type RentalTarget } from '../../shared/ui/rental-slot.ts'
import { useListingSafety } from './api/get-listing-safety.ts'
import styles from './rentals.module.css'
import { ReserveRoom } from './reservation/reserve-room.tsx'
import { ReportButton } from './safety/report-button.tsx'
import { SafetyCard } from './safety/safety-card.tsx'

/** On a lease's detail: reserve it, what to know before contacting or paying (with its rent checked), report it. */
function LeasePanel({ target }: { target: RentalTarget }) {
  const safety = useListingSafety(target.mlNum)
  return (
    <>
      <ReserveRoom target={target} placement="detail" />
      <SafetyCard province={provinceOf(target.city)} safety={safety.data} compact />
      <ReportButton targetType="listing" targetId={target.mlNum} name={target.address} />
    </>
  )
}

const render: RenderRental = (target, placement) =>
  placement === 'detail' ? (
    <LeasePanel target={target} />
  ) : (
    <div className={styles.cardAction}>
      <ReserveRoom target={target} placement="card" />
    </div>
  )

/** Fills the rental slot of lease details and campus lease cards under it with the reservation and safety controls. */
export function RentalControls({ children }: { children: ReactNode }) {
  return <RentalSlotContext value={render}>{children}</RentalSlotContext>
}
