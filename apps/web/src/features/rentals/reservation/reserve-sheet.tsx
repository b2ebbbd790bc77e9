import {
  detectPrepayMonths,
  type MessageKey,
  provinceOf,
  RESERVATION_OCCUPANTS_MAX,
  reservationRequestSchema,
  todayIn,
} from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { isApiError } from '../../../shared/api/api-error.ts'
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts'
import { useSessionUser } from '../../../shared/session/index.ts'
import { storage } from '../../../shared/storage/storage.ts'
import { FormSheet } from '../../../shared/ui/form-sheet.tsx'
import type { RentalTarget } from '../../../shared/ui/rental-slot.ts'
import { useReserveRoom } from '../api/reservation-writes.ts'
import { SelectField, TextArea, TextField } from '../components/fields.tsx'
import { reserveDetailPath } from '../rental-paths.ts'
import styles from '../rentals.module.css'
import { PrepayExplanation } from '../safety/prepay-explanation.tsx'
import { SafetyCard } from '../safety/safety-card.tsx'

const FIELDS = ['moveIn', 'moveOut', 'occupants', 'message', 'name', 'phone', 'email', 'wechat'] as const
type Field = (typeof FIELDS)[number]

/**
 * Reserving a lease: the move-in and move-out days, who moves in, a message, and the contact the agent uses; the
 * safety points first, and the deposit law as soon as the message offers months of rent ahead.
 */
export function ReserveSheet({
  visible,
  onClose,
  listing,
  now = () => new Date(),
}: {
  visible: boolean
  onClose: () => void
  listing: RentalTarget
  now?: () => Date
}) {
  const { t } = useTranslation()
  const id = useId()
  const navigate = useNavigate()
  const user = useSessionUser()
  const reserving = useReserveRoom()
  const form = useSchemaForm<Field>(FIELDS)
  const province = provinceOf(listing.city)
  const [values, setValues] = useState({
    moveIn: '',
    moveOut: '',
    occupants: '1',
    message: '',
    name: storage.get('apptUserName') || user?.nickname || user?.userName || '',
    phone: storage.get('apptPhone') || user?.phonenumber || '',
    email: storage.get('apptEmail') || user?.email || '',
    wechat: storage.get('apptWebChat') || '',
  })
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    form.clearField(field)
  }
  const prepay = detectPrepayMonths(values.message)

  const submit = async () => {
    const body = { ...values, mlNum: listing.mlNum, occupants: Number(values.occupants) }
    const parsed = form.parse(reservationRequestSchema, body)
    const past: MessageKey | null =
      values.moveIn && values.moveIn < todayIn(listing.city, now()) ? 'rental.validation.moveInPast' : null
    if (past) form.setMessage('moveIn', past)
    if (!parsed || past) return
    try {
      const created = await reserving.mutateAsync(body)
      Toast.show({ content: t('rental.api.reservationSent') })
      onClose()
      void navigate(reserveDetailPath(created.id))
    } catch (error) {
      const reason = isApiError(error) && error.msg ? error.msg : t('error.submitFailed')
      Toast.show({ content: `${t('ui.rentals.reserve.failed')}: ${reason}`, duration: 3000 })
    }
  }

  const text = (field: 'moveIn' | 'moveOut' | 'name' | 'phone' | 'email' | 'wechat', type = 'text') => (
    <TextField
      id={`${id}-${field}`}
      label={t(`ui.rentals.reserve.${field}`)}
      optional={field === 'wechat'}
      type={type}
      value={values[field]}
      error={form.messages[field]}
      autoComplete={field === 'name' ? 'name' : field === 'phone' ? 'tel' : field === 'email' ? 'email' : 'off'}
      onChange={(v) => set(field, v)}
    />
  )

  return (
    <FormSheet
      visible={visible}
      title={listing.place ? t(`ui.rentals.reserve.place.${listing.place}`) : t('ui.rentals.reserve.title')}
      subtitle={listing.address}
      closeLabel={t('ui.rentals.sheet.close')}
      onClose={onClose}
      onSubmit={() => void submit()}
      noValidate
      footer={
        <Button type="submit" color="primary" shape="rounded" block loading={reserving.isPending}>
          {t('ui.rentals.reserve.submit')}
        </Button>
      }
    >
      {listing.place ? <p className={styles.hint}>{t(`ui.rentals.reserve.placeHint.${listing.place}`)}</p> : null}
      <SafetyCard province={province} brief />
      <div className={styles.pair}>
        {text('moveIn', 'date')}
        {text('moveOut', 'date')}
      </div>
      <SelectField
        id={`${id}-occupants`}
        label={t('ui.rentals.reserve.occupants')}
        value={values.occupants}
        error={form.messages.occupants}
        onChange={(v) => set('occupants', v)}
        options={Array.from({ length: RESERVATION_OCCUPANTS_MAX }, (_, n) => ({
          value: String(n + 1),
          label: t('ui.rentals.reserve.people', { count: n + 1 }),
        }))}
      />
      <TextArea
        id={`${id}-message`}
        label={t('ui.rentals.reserve.message')}
        optional
        value={values.message}
        error={form.messages.message}
        placeholder={t('ui.rentals.reserve.messagePlaceholder')}
        onChange={(v) => set('message', v)}
      />
      <div aria-live="polite">
        <PrepayExplanation province={province} months={prepay} />
      </div>
      <fieldset className={`${styles.field} ${styles.group}`}>
        <legend className={styles.label}>{t('ui.rentals.reserve.contact')}</legend>
        {text('name')}
        {text('phone', 'tel')}
        {text('email', 'email')}
        {text('wechat')}
      </fieldset>
    </FormSheet>
  )
}
