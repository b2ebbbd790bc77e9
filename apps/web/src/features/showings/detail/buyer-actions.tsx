import { isAvailableLsc, type Showing } from '@maplenest/core'
import { Button, Dialog, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadCalendar } from '../api/download-calendar.ts'
import { useCancelShowing } from '../api/showing-writes.ts'
import { BookingSheet } from '../booking/booking-sheet.tsx'
import { showFailure } from '../booking/failure-toast.ts'
import styles from '../showings.module.css'
import { useShowingText } from '../use-showing-text.ts'

/**
 * What the person can do with the showing now, as the server says (`actions`): add it to a calendar, change or
 * cancel it while pending, book the home again once it is closed.
 */
export function BuyerActions({ showing }: { showing: Showing }) {
  const { t } = useTranslation()
  const text = useShowingText()
  const cancelling = useCancelShowing()
  const [sheet, setSheet] = useState<'modify' | 'rebook' | null>(null)
  const { actions } = showing
  const listing = { mlNum: showing.mlNum, city: showing.listing.city, address: text.address(showing) }

  const cancel = async () => {
    const confirmed = await Dialog.confirm({
      content: t('ui.showings.action.cancelConfirm'),
      confirmText: t('ui.showings.action.cancelYes'),
      cancelText: t('ui.showings.action.cancelNo'),
    })
    if (!confirmed) return
    try {
      await cancelling.mutateAsync(showing.id)
      Toast.show({ content: t('ui.showings.action.cancelled') })
    } catch (error) {
      showFailure(t, 'showing.failed.change', error)
    }
  }

  const calendar = async () => {
    try {
      await downloadCalendar(showing.id)
    } catch {
      Toast.show({ content: t('ui.showings.action.calendarFailed') })
    }
  }

  const rebookable = actions.rebook && isAvailableLsc(showing.listing.lsc)
  if (!actions.calendar && !actions.modify && !actions.cancel && !rebookable) return null
  return (
    <div className={styles.actions}>
      {actions.calendar ? (
        <Button shape="rounded" color="primary" fill="outline" onClick={() => void calendar()}>
          {t('ui.showings.action.calendar')}
        </Button>
      ) : null}
      {actions.modify ? (
        <Button shape="rounded" onClick={() => setSheet('modify')}>
          {t('ui.showings.action.modify')}
        </Button>
      ) : null}
      {actions.cancel ? (
        <Button
          shape="rounded"
          color="danger"
          fill="outline"
          loading={cancelling.isPending}
          onClick={() => void cancel()}
        >
          {t('ui.showings.action.cancel')}
        </Button>
      ) : null}
      {rebookable ? (
        <Button shape="rounded" color="primary" onClick={() => setSheet('rebook')}>
          {t('ui.showings.action.rebook')}
        </Button>
      ) : null}
      {sheet ? (
        <BookingSheet
          visible
          onClose={() => setSheet(null)}
          listing={listing}
          showing={sheet === 'modify' ? showing : undefined}
        />
      ) : null}
    </div>
  )
}
