import { Button } from 'antd-mobile'
import type { TFunction } from 'i18next'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { toLoginPath, useSignedIn } from '../../../shared/session/index.ts'
import type { RentalTarget } from '../../../shared/ui/rental-slot.ts'
import { RESERVE_PARAM } from '../rental-paths.ts'
import styles from '../rentals.module.css'

// the form and its rules load when someone opens it, not with every listing
const ReserveSheet = lazy(() => import('./reserve-sheet.tsx').then((m) => ({ default: m.ReserveSheet })))

/** The lease's detail address with `reserve=1`: where the sheet opens by itself. */
function withReserve(detailPath: string): string {
  const [path, query = ''] = detailPath.split('?')
  const params = new URLSearchParams(query)
  params.set(RESERVE_PARAM, '1')
  return `${path}?${params.toString()}`
}

/** The words of the reserve action: "Reserve this room" or "Reserve this home" when known, else "Reserve". */
function reserveLabel(t: TFunction, target: Pick<RentalTarget, 'place'>): string {
  return target.place ? t(`ui.rentals.reserve.place.${target.place}`) : t('ui.rentals.reserve.button')
}

/**
 * "Reserve this room" (or "Reserve this home") on a lease: a button in the detail's next step, or under a lease's card on a campus's list.
 * A visitor is sent to sign in and comes back to the lease's detail with the sheet open.
 */
export function ReserveRoom({ target, placement }: { target: RentalTarget; placement: 'detail' | 'card' }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signedIn = useSignedIn()
  const [params, setParams] = useSearchParams()
  const [open, setOpen] = useState(false)
  const asked = placement === 'detail' && params.get(RESERVE_PARAM) === '1'

  useEffect(() => {
    if (!asked || !signedIn) return
    setOpen(true)
    setParams(
      (p) => {
        const next = new URLSearchParams(p)
        next.delete(RESERVE_PARAM)
        return next
      },
      { replace: true },
    )
  }, [asked, signedIn, setParams])

  const start = () => {
    if (!signedIn) {
      void navigate(toLoginPath(withReserve(target.detailPath)))
      return
    }
    if (placement === 'card') {
      void navigate(withReserve(target.detailPath))
      return
    }
    setOpen(true)
  }

  return (
    <>
      <Button
        className={placement === 'detail' ? styles.slotButton : undefined}
        color="primary"
        fill={placement === 'detail' ? 'outline' : 'none'}
        size={placement === 'detail' ? 'middle' : 'small'}
        shape="rounded"
        block={placement === 'detail'}
        onClick={start}
        aria-label={placement === 'card' ? t('ui.rentals.reserve.of', { address: target.address }) : undefined}
      >
        {reserveLabel(t, target)}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReserveSheet visible={open} onClose={() => setOpen(false)} listing={target} />
        </Suspense>
      ) : null}
    </>
  )
}
