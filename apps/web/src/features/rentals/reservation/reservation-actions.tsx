import {
  type Reservation,
  reservationDeclineSchema,
  showingStartTimes,
  toShowingTime,
  VIEWING_MODES,
  type ViewingMode,
  viewingProposalSchema,
} from '@maplenest/core'
import { Button, Dialog, Toast } from 'antd-mobile'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error.ts'
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts'
import {
  useCancelReservation,
  useConfirmReservation,
  useDeclineReservation,
  useProposeViewing,
} from '../api/reservation-writes.ts'
import { ChipChoice, SelectField, TextArea, TextField } from '../components/fields.tsx'
import styles from '../rentals.module.css'

const failure = (t: (k: 'ui.rentals.reservation.failedChange' | 'error.submitFailed') => string, error: unknown) =>
  Toast.show({
    content: `${t('ui.rentals.reservation.failedChange')}: ${isApiError(error) && error.msg ? error.msg : t('error.submitFailed')}`,
    duration: 3000,
  })

/** The student: confirm the viewing the agent proposed, or cancel before the move-in. */
export function StudentActions({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation()
  const confirming = useConfirmReservation()
  const cancelling = useCancelReservation()
  const { confirmViewing, cancel } = reservation.actions
  if (!confirmViewing && !cancel) return null
  const doCancel = async () => {
    const sure = await Dialog.confirm({
      content: t('ui.rentals.reservation.cancelConfirm'),
      confirmText: t('ui.rentals.reservation.cancel'),
      cancelText: t('ui.rentals.sheet.close'),
    })
    if (!sure) return
    try {
      await cancelling.mutateAsync(reservation.id)
      Toast.show({ content: t('rental.api.cancelled') })
    } catch (error) {
      failure(t, error)
    }
  }
  const doConfirm = async () => {
    try {
      await confirming.mutateAsync(reservation.id)
      Toast.show({ content: t('rental.api.viewingConfirmed') })
    } catch (error) {
      failure(t, error)
    }
  }
  return (
    <section className={styles.card} aria-label={t('ui.rentals.reservation.yourActions')}>
      <div className={styles.actions}>
        {confirmViewing ? (
          <Button color="primary" shape="rounded" loading={confirming.isPending} onClick={() => void doConfirm()}>
            {t('ui.rentals.reservation.confirmViewing')}
          </Button>
        ) : null}
        {cancel ? (
          <Button
            shape="rounded"
            color="danger"
            fill="outline"
            loading={cancelling.isPending}
            onClick={() => void doCancel()}
          >
            {t('ui.rentals.reservation.cancel')}
          </Button>
        ) : null}
      </div>
    </section>
  )
}

/** The handling agent: propose a viewing (in person or by live video, a day and a start on the city's clock). */
function ProposeViewing({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation()
  const id = useId()
  const form = useSchemaForm(['mode', 'time'] as const)
  const proposing = useProposeViewing()
  const [mode, setMode] = useState<ViewingMode | ''>('')
  const [day, setDay] = useState('')
  const [start, setStart] = useState('')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const time = day && start ? toShowingTime(day, start, reservation.listing.city) : undefined
    const parsed = form.parse(viewingProposalSchema, { mode: mode || undefined, time })
    if (!parsed) return
    await form.run(async () => {
      await proposing.mutateAsync({ id: reservation.id, ...parsed })
      Toast.show({ content: t('rental.api.viewingProposed') })
    })
  }
  return (
    <form className={styles.card} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('ui.rentals.agent.proposeTitle')}
      </h2>
      <ChipChoice<ViewingMode>
        id={`${id}-mode`}
        label={t('ui.rentals.agent.mode')}
        value={mode}
        error={form.messages.mode}
        onChange={(v) => {
          setMode(v)
          form.clearField('mode')
        }}
        options={VIEWING_MODES.map((m) => ({ value: m, label: t(`ui.rentals.viewingMode.${m}`) }))}
      />
      <div className={styles.pair}>
        <TextField
          id={`${id}-day`}
          label={t('ui.rentals.agent.day')}
          type="date"
          value={day}
          error={form.messages.time}
          onChange={(v) => {
            setDay(v)
            form.clearField('time')
          }}
        />
        <SelectField
          id={`${id}-start`}
          label={t('ui.rentals.agent.start', { city: t(`ui.rentals.city.${reservation.listing.city}`) })}
          value={start}
          onChange={(v) => {
            setStart(v)
            form.clearField('time')
          }}
          options={showingStartTimes().map((s) => ({ value: s, label: s }))}
        />
      </div>
      {form.alert ? <p className={styles.error}>{form.alert}</p> : null}
      <Button type="submit" color="primary" shape="rounded" block loading={proposing.isPending}>
        {t('ui.rentals.agent.propose')}
      </Button>
    </form>
  )
}

/** The handling agent: decline with a reason the student reads. */
function Decline({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation()
  const id = useId()
  const form = useSchemaForm(['reason'] as const)
  const declining = useDeclineReservation()
  const [reason, setReason] = useState('')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = form.parse(reservationDeclineSchema, { reason })
    if (!parsed) return
    await form.run(async () => {
      await declining.mutateAsync({ id: reservation.id, ...parsed })
      Toast.show({ content: t('rental.api.declined') })
    })
  }
  return (
    <form className={styles.card} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('ui.rentals.agent.declineTitle')}
      </h2>
      <TextArea
        id={`${id}-reason`}
        label={t('ui.rentals.agent.reason')}
        value={reason}
        error={form.messages.reason}
        onChange={(v) => {
          setReason(v)
          form.clearField('reason')
        }}
      />
      <Button type="submit" shape="rounded" color="danger" fill="outline" block loading={declining.isPending}>
        {t('ui.rentals.agent.decline')}
      </Button>
    </form>
  )
}

/** What the handling agent (or an administrator) may do now: confirm the room, propose a viewing, decline. */
export function AgentActions({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation()
  const confirming = useConfirmReservation()
  const { confirm, proposeViewing, decline } = reservation.actions
  if (!confirm && !proposeViewing && !decline) return null
  const doConfirm = async () => {
    try {
      await confirming.mutateAsync(reservation.id)
      Toast.show({ content: t('rental.api.confirmed') })
    } catch (error) {
      failure(t, error)
    }
  }
  return (
    <>
      {confirm ? (
        <section className={styles.card} aria-label={t('ui.rentals.agent.confirmTitle')}>
          <p className={styles.hint}>{t('ui.rentals.agent.confirmHint')}</p>
          <Button color="primary" shape="rounded" block loading={confirming.isPending} onClick={() => void doConfirm()}>
            {t('ui.rentals.agent.confirm')}
          </Button>
        </section>
      ) : null}
      {proposeViewing ? <ProposeViewing reservation={reservation} /> : null}
      {decline ? <Decline reservation={reservation} /> : null}
    </>
  )
}
