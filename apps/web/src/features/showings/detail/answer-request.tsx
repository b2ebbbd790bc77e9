import { type MessageKey, type Showing, showingDeclineSchema, toShowingTime } from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import { type ReactNode, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts'
import { useAnswerShowing, useDeclineShowing, useProposeShowing } from '../api/showing-writes.ts'
import { showFailure } from '../booking/failure-toast.ts'
import { SlotPicker } from '../booking/slot-picker.tsx'
import styles from '../showings.module.css'
import { useShowingText } from '../use-showing-text.ts'

type Step = 'choose' | 'propose' | 'decline'
const FIELDS = ['reason', 'time'] as const

/**
 * The agent's answer to a pending request before its time, as the server allows (`actions`): confirm the time,
 * propose another (picked like a booking's), or decline with a reason the buyer reads. While a proposed time waits
 * for the buyer, only declining is left, and the time proposed is shown. Once confirmed, what is left is cancelling
 * it with a reason, should the agent no longer be able to show the home.
 */
export function AnswerRequest({ showing, now = () => new Date() }: { showing: Showing; now?: () => Date }) {
  const { t } = useTranslation()
  const id = useId()
  const text = useShowingText()
  const { actions } = showing
  const confirmed = showing.confirmedAt !== null
  const [step, setStep] = useState<Step>('choose')
  const [day, setDay] = useState('')
  const [time, setTime] = useState('')
  const [reason, setReason] = useState('')
  const form = useSchemaForm(FIELDS)
  // biome-ignore lint/correctness/useExhaustiveDependencies: read when a step opens, not on every keystroke
  const clock = useMemo(() => now(), [step])
  const answering = useAnswerShowing()
  const declining = useDeclineShowing()
  const proposing = useProposeShowing()

  const run = async (write: () => Promise<unknown>, done: MessageKey) => {
    try {
      await write()
      Toast.show({ content: t(done) })
      setStep('choose')
    } catch (error) {
      showFailure(t, 'showing.failed.change', error)
    }
  }
  const confirm = () =>
    run(() => answering.mutateAsync({ id: showing.id, answer: 'confirm' }), 'ui.showings.answer.confirmed')
  const decline = () => {
    const parsed = form.parse(showingDeclineSchema, { reason })
    const done = confirmed ? 'ui.showings.action.cancelled' : 'ui.showings.answer.declined'
    if (parsed) void run(() => declining.mutateAsync({ id: showing.id, ...parsed }), done)
  }
  const propose = () => {
    if (!day || !time) {
      form.setMessage('time', 'showing.validation.timeRequired')
      return
    }
    const at = toShowingTime(day, time, showing.listing.city)
    void run(() => proposing.mutateAsync({ id: showing.id, time: at }), 'ui.showings.answer.proposed')
  }

  // a step's own button, and the way back to the three answers
  const withBack = (send: ReactNode) => (
    <div className={styles.actions}>
      {send}
      <Button shape="rounded" onClick={() => setStep('choose')}>
        {t('ui.showings.answer.back')}
      </Button>
    </div>
  )

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t(confirmed ? 'ui.showings.answer.titleConfirmed' : 'ui.showings.answer.title')}
      </h2>
      {showing.proposedTime ? (
        <p className={styles.hint}>{t('ui.showings.answer.waiting', { when: text.proposedTime(showing) })}</p>
      ) : (
        <p className={styles.hint}>{t(confirmed ? 'ui.showings.answer.hintConfirmed' : 'ui.showings.answer.hint')}</p>
      )}
      {step === 'choose' ? (
        <div className={styles.actions}>
          {actions.confirm ? (
            <Button color="primary" shape="rounded" loading={answering.isPending} onClick={() => void confirm()}>
              {t('ui.showings.answer.confirm')}
            </Button>
          ) : null}
          {actions.propose ? (
            <Button shape="rounded" onClick={() => setStep('propose')}>
              {t('ui.showings.answer.propose')}
            </Button>
          ) : null}
          <Button color="danger" fill="outline" shape="rounded" onClick={() => setStep('decline')}>
            {t(confirmed ? 'ui.showings.answer.cancelConfirmed' : 'ui.showings.answer.decline')}
          </Button>
        </div>
      ) : null}
      {step === 'propose' ? (
        <div className={styles.formBody}>
          <SlotPicker
            city={showing.listing.city}
            now={clock}
            day={day}
            time={time}
            onDay={(value) => {
              setDay(value)
              setTime('')
              form.clearField('time')
            }}
            onTime={(value) => {
              setTime(value)
              form.clearField('time')
            }}
            timeError={form.messages.time}
          />
          {withBack(
            <Button color="primary" shape="rounded" loading={proposing.isPending} onClick={propose}>
              {t('ui.showings.answer.sendProposal')}
            </Button>,
          )}
        </div>
      ) : null}
      {step === 'decline' ? (
        <div className={styles.formBody}>
          <label className={styles.field}>
            <span className={styles.label}>
              {t(confirmed ? 'ui.showings.answer.reasonConfirmed' : 'ui.showings.answer.reason')}
            </span>
            <textarea
              className={styles.textarea}
              rows={3}
              value={reason}
              placeholder={t('ui.showings.answer.reasonPlaceholder')}
              aria-invalid={form.messages.reason ? true : undefined}
              aria-describedby={form.messages.reason ? `${id}-reason-error` : undefined}
              onChange={(e) => {
                setReason(e.target.value)
                form.clearField('reason')
              }}
            />
            {form.messages.reason ? (
              <span id={`${id}-reason-error`} className={styles.error}>
                {form.messages.reason}
              </span>
            ) : null}
          </label>
          {withBack(
            <Button color="danger" shape="rounded" loading={declining.isPending} onClick={decline}>
              {t(confirmed ? 'ui.showings.answer.cancelConfirmed' : 'ui.showings.answer.sendDecline')}
            </Button>,
          )}
        </div>
      ) : null}
    </section>
  )
}
