import { isAvailableLsc, SHOWING_DECLINE_REASON_MAX, type Showing } from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadCalendar } from '../api/download-calendar.ts'
import { useCancelShowing } from '../api/showing-writes.ts'
import { BookingSheet } from '../booking/booking-sheet.tsx'
import { showFailure } from '../booking/failure-toast.ts'
import styles from '../showings.module.css'
import { useShowingText } from '../use-showing-text.ts'

/**
 * What the person can do with the showing now, as the server says (`actions`): add it to a calendar (a cancelled one
 * as the cancellation that takes it out), change or cancel it while pending — cancelling asks, with room for a reason
 * the agent reads — and book the home again once it is closed.
 */
export function BuyerActions({ showing }: { showing: Showing }) {
  const { t } = useTranslation()
  const text = useShowingText()
  const cancelling = useCancelShowing()
  const id = useId()
  const [sheet, setSheet] = useState<'modify' | 'rebook' | null>(null)
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  const { actions } = showing
  const listing = { mlNum: showing.mlNum, city: showing.listing.city, address: text.address(showing) }

  const cancel = async () => {
    try {
      await cancelling.mutateAsync({ id: showing.id, reason })
      setAsking(false)
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
  if (actions.cancel && asking) {
    return (
      <section className={styles.section} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {t('ui.showings.action.cancel')}
        </h2>
        <p className={styles.hint}>{t('ui.showings.action.cancelConfirm')}</p>
        <div className={styles.formBody}>
          <label className={styles.field}>
            <span className={styles.label}>{t('ui.showings.action.cancelReason')}</span>
            <textarea
              className={styles.textarea}
              rows={3}
              maxLength={SHOWING_DECLINE_REASON_MAX}
              value={reason}
              placeholder={t('ui.showings.action.cancelReasonPlaceholder')}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
          <div className={styles.actions}>
            <Button color="danger" shape="rounded" loading={cancelling.isPending} onClick={() => void cancel()}>
              {t('ui.showings.action.cancelYes')}
            </Button>
            <Button shape="rounded" onClick={() => setAsking(false)}>
              {t('ui.showings.action.cancelNo')}
            </Button>
          </div>
        </div>
      </section>
    )
  }
  return (
    <div className={styles.actions}>
      {actions.calendar ? (
        <Button shape="rounded" color="primary" fill="outline" onClick={() => void calendar()}>
          {t(showing.status === 'Cancelled' ? 'ui.showings.action.calendarRemove' : 'ui.showings.action.calendar')}
        </Button>
      ) : null}
      {actions.modify ? (
        <Button shape="rounded" onClick={() => setSheet('modify')}>
          {t('ui.showings.action.modify')}
        </Button>
      ) : null}
      {actions.cancel ? (
        <Button shape="rounded" color="danger" fill="outline" onClick={() => setAsking(true)}>
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
