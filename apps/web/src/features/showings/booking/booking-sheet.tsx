import {
  type City,
  formatShowingWallTime,
  LEAD_SHOWING_CONSENT_KEY,
  type MessageKey,
  type Showing,
  showingBookingSchema,
  showingUpdateSchema,
  toShowingTime,
} from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { currentAppId } from '../../../shared/agent-app/agent-app-store.ts'
import { logUsage } from '../../../shared/agent-app/log-usage.ts'
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts'
import { useSessionUser } from '../../../shared/session/index.ts'
import { FormSheet } from '../../../shared/ui/form-sheet.tsx'
import { useTakenSlots } from '../api/get-taken-slots.ts'
import { useBookShowing, useModifyShowing } from '../api/showing-writes.ts'
import { apptDetailPath } from '../showing-paths.ts'
import styles from '../showings.module.css'
import { type ApptContact, readApptContact, saveApptContact } from './appt-contact.ts'
import { showFailure } from './failure-toast.ts'
import { SlotPicker } from './slot-picker.tsx'

export interface BookingSheetProps {
  visible: boolean
  onClose: () => void
  listing: { mlNum: string; city: City; address: string }
  /** A pending showing to change instead of booking a new one. */
  showing?: Showing
  /** The clock, for tests; the sheet reads it when it opens. */
  now?: () => Date
}

const FIELDS = ['day', 'time', 'message', 'name', 'phone', 'email', 'wechat'] as const
type Field = (typeof FIELDS)[number]

function initialValues(showing: Showing | undefined, contact: ApptContact) {
  if (!showing) return { day: '', time: '', message: '', ...contact }
  const [day = '', time = ''] = formatShowingWallTime(showing.time, showing.timeZone).split(' ')
  return {
    day,
    time,
    message: showing.message ?? '',
    name: showing.name,
    phone: showing.phone,
    email: showing.email,
    wechat: showing.wechat ?? '',
  }
}

/**
 * Booking (or changing) a showing: a day and a start in the listing's city time (both required, past starts
 * disabled), an optional message, and the contact the agent uses, filled in from the last booking or the person's
 * record and kept for the next one. The server's refusal reads 'The showing could not be booked' with its reason.
 */
export function BookingSheet({ visible, onClose, listing, showing, now = () => new Date() }: BookingSheetProps) {
  const { t } = useTranslation()
  const id = useId()
  const navigate = useNavigate()
  const user = useSessionUser()
  const booking = useBookShowing()
  const modifying = useModifyShowing()
  const form = useSchemaForm<Field>(FIELDS)
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per opening, not on every keystroke
  const clock = useMemo(() => now(), [visible])
  const [values, setValues] = useState(() =>
    initialValues(
      showing,
      readApptContact({ name: user?.nickname || user?.userName, phone: user?.phonenumber, email: user?.email }),
    ),
  )
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    form.clearField(field)
  }
  const busy = booking.isPending || modifying.isPending
  const appId = currentAppId()
  const taken = useTakenSlots({ mlNum: listing.mlNum, day: values.day, appId, except: showing?.id }).data

  const submit = async () => {
    const missing: [Field, MessageKey][] = []
    if (!values.day) missing.push(['day', 'ui.showings.sheet.dateRequired'])
    if (!values.time) missing.push(['time', 'ui.showings.sheet.timeRequired'])
    const time = values.day && values.time ? toShowingTime(values.day, values.time, listing.city) : ''
    const body = {
      time,
      message: values.message,
      name: values.name,
      phone: values.phone,
      email: values.email,
      wechat: values.wechat,
    }
    const parsed = showing
      ? form.parse(showingUpdateSchema, body)
      : form.parse(showingBookingSchema, { mlNum: listing.mlNum, ...body })
    for (const [field, key] of missing) form.setMessage(field, key)
    if (!parsed || missing.length > 0) return
    const contact = { name: values.name, phone: values.phone, email: values.email, wechat: values.wechat }
    try {
      if (showing) {
        await modifying.mutateAsync({ id: showing.id, ...body })
        Toast.show({ content: t('ui.showings.sheet.modified') })
        onClose()
      } else {
        // Booked in an agent's own app: that agent handles it.
        const created = await booking.mutateAsync({ mlNum: listing.mlNum, ...body, ...(appId ? { appId } : {}) })
        logUsage(`book:${listing.mlNum}`)
        Toast.show({ content: t('ui.showings.sheet.booked') })
        onClose()
        void navigate(apptDetailPath(created.id))
      }
      await saveApptContact(contact)
    } catch (error) {
      showFailure(t, showing ? 'showing.failed.change' : 'showing.failed.book', error)
    }
  }

  const text = (field: Exclude<Field, 'day' | 'time' | 'message'>, label: MessageKey, type = 'text') => (
    <label className={styles.field}>
      <span className={styles.label}>{t(label)}</span>
      <input
        className={styles.input}
        type={type}
        value={values[field]}
        autoComplete={field === 'name' ? 'name' : field === 'phone' ? 'tel' : field === 'email' ? 'email' : 'off'}
        aria-invalid={form.messages[field] ? true : undefined}
        aria-describedby={form.messages[field] ? `${id}-${field}-error` : undefined}
        onChange={(e) => set(field, e.target.value)}
      />
      {form.messages[field] ? (
        <span id={`${id}-${field}-error`} className={styles.error}>
          {form.messages[field]}
        </span>
      ) : null}
    </label>
  )

  return (
    <FormSheet
      visible={visible}
      title={t(showing ? 'ui.showings.sheet.modifyTitle' : 'ui.showings.sheet.title')}
      subtitle={listing.address}
      closeLabel={t('ui.showings.sheet.close')}
      onClose={onClose}
      onSubmit={() => void submit()}
      noValidate
      footer={
        <Button type="submit" color="primary" shape="rounded" block loading={busy} disabled={busy}>
          {t(showing ? 'ui.showings.sheet.save' : 'ui.showings.sheet.submit')}
        </Button>
      }
    >
      <SlotPicker
        city={listing.city}
        now={clock}
        taken={taken}
        day={values.day}
        time={values.time}
        onDay={(day) => {
          set('day', day)
          set('time', '')
        }}
        onTime={(time) => set('time', time)}
        dayError={form.messages.day}
        timeError={form.messages.time}
      />
      <label className={styles.field}>
        <span className={styles.label}>{t('ui.showings.sheet.message')}</span>
        <textarea
          className={styles.textarea}
          rows={3}
          value={values.message}
          placeholder={t('ui.showings.sheet.messagePlaceholder')}
          onChange={(e) => set('message', e.target.value)}
        />
        {form.messages.message ? <span className={styles.error}>{form.messages.message}</span> : null}
      </label>
      <fieldset className={styles.group}>
        <legend className={styles.label}>{t('ui.showings.sheet.contact')}</legend>
        {text('name', 'ui.showings.sheet.name')}
        {text('phone', 'ui.showings.sheet.phone', 'tel')}
        {text('email', 'ui.showings.sheet.email', 'email')}
        {text('wechat', 'ui.showings.sheet.wechat')}
      </fieldset>
      {/* the words the server records with a new request, as the consent to be contacted about it */}
      {showing ? null : <p className={styles.hint}>{t(LEAD_SHOWING_CONSENT_KEY)}</p>}
    </FormSheet>
  )
}
