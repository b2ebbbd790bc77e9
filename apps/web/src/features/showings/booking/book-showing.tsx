import { Button } from 'antd-mobile'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { toLoginPath, useSignedIn } from '../../../shared/session/index.ts'
import { LazyActionSheet } from '../../../shared/ui/overlays.ts'
import type { ShowingPlacement, ShowingTarget } from '../../../shared/ui/showing-slot.ts'
import { useSheetMount } from '../../../shared/ui/use-sheet-mount.ts'
import { BOOK_PARAM } from '../showing-paths.ts'
import styles from '../showings.module.css'

// the form and its rules load when someone opens it, not with every listing
const BookingSheet = lazy(() => import('./booking-sheet.tsx').then((m) => ({ default: m.BookingSheet })))

/** The listing's detail address with `book=1`: where the sheet opens by itself. */
function withBook(detailPath: string): string {
  const [path, query = ''] = detailPath.split('?')
  const params = new URLSearchParams(query)
  params.set(BOOK_PARAM, '1')
  return `${path}?${params.toString()}`
}

/**
 * "Book a showing" on a listing: a button in the detail's next step, or a "…" menu on a card. A visitor is sent to
 * sign in and comes back to the listing's detail with the sheet open (`book=1`).
 */
export function BookShowing({ target, placement }: { target: ShowingTarget; placement: ShowingPlacement }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signedIn = useSignedIn()
  const [params, setParams] = useSearchParams()
  const [open, setOpen] = useState(false)
  const [menu, setMenu] = useState(false)
  // every card of a list has this menu: it joins the card at its first opening
  const menuSheet = useSheetMount(menu)
  const asked = placement === 'detail' && params.get(BOOK_PARAM) === '1'

  useEffect(() => {
    if (!asked || !signedIn) return
    setOpen(true)
    setParams(
      (p) => {
        const next = new URLSearchParams(p)
        next.delete(BOOK_PARAM)
        return next
      },
      { replace: true },
    )
  }, [asked, signedIn, setParams])

  const start = () => {
    if (!signedIn) {
      void navigate(toLoginPath(withBook(target.detailPath)))
      return
    }
    setOpen(true)
  }

  const sheet = open ? (
    <Suspense fallback={null}>
      <BookingSheet visible={open} onClose={() => setOpen(false)} listing={target} />
    </Suspense>
  ) : null

  if (placement === 'detail') {
    return (
      <>
        <Button className={styles.bookButton} color="primary" shape="rounded" block onClick={start}>
          {t('ui.showings.book')}
        </Button>
        {sheet}
      </>
    )
  }
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-haspopup="menu"
        aria-label={t('ui.showings.menu', { address: target.address })}
        onClick={() => setMenu(true)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {menuSheet.mount ? (
        <Suspense fallback={null}>
          <LazyActionSheet
            visible={menuSheet.show}
            onClose={() => setMenu(false)}
            cancelText={t('ui.showings.sheet.close')}
            actions={[{ key: 'book', text: t('ui.showings.bookOf', { address: target.address }), onClick: start }]}
            onAction={() => setMenu(false)}
          />
        </Suspense>
      ) : null}
      {sheet}
    </>
  )
}
