import {
  AGENT_LANGUAGES,
  type DepositOffer,
  depositOffers,
  detectPrepayMonths,
  EDUCATION_LEVELS,
  INSPECTION_MODES,
  RENT_PAYERS,
  RENTAL_BEDROOMS,
  RENTAL_GENDERS,
  RENTAL_PLACE_TYPES,
  RENTAL_PREFERENCES,
  RENTAL_PREPAY_MAX,
  type RentalBedrooms,
  type RentalProvince,
} from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { ChipChecks, ChipChoice, SelectField, TextArea, TextField, ToggleField } from '../components/fields.tsx'
import styles from '../rentals.module.css'
import { PrepayExplanation } from '../safety/prepay-explanation.tsx'
import { SafetyCard } from '../safety/safety-card.tsx'
import { AreaPicker, type AreaValues, MatchCount } from './area-picker.tsx'
import type { DemandValues } from './demand-values.ts'

export interface StepProps {
  id: string
  values: DemandValues
  set: <K extends keyof DemandValues>(field: K, value: DemandValues[K]) => void
  patch: (patch: Partial<DemandValues>) => void
  errors: Partial<Record<string, string>>
  province: RentalProvince | null
}

/** Step 1: where and when — the school, the commute and its neighbourhoods, bedrooms, budget, dates, parking. */
export function StepWhere({ id, values, set, patch, errors }: StepProps) {
  const { t } = useTranslation()
  const area: AreaValues = values
  return (
    <>
      <AreaPicker id={id} values={area} onChange={patch} errors={errors} />
      <ChipChoice
        id={`${id}-placeType`}
        label={t('ui.rentals.form.placeType')}
        value={values.placeType}
        error={errors.placeType}
        onChange={(v) => set('placeType', v)}
        options={RENTAL_PLACE_TYPES.map((p) => ({ value: p, label: t(`rental.placeType.${p}`) }))}
      />
      <ChipChoice<RentalBedrooms>
        id={`${id}-bedrooms`}
        label={t('ui.rentals.form.bedrooms')}
        value={values.bedrooms}
        error={errors.bedrooms}
        onChange={(v) => set('bedrooms', v)}
        options={RENTAL_BEDROOMS.filter((b) => b !== '5+').map((b) => ({
          value: b,
          label: t(`ui.rentals.bedroomsShort.${b}`),
        }))}
      />
      <TextField
        id={`${id}-budget`}
        label={t('ui.rentals.form.budget')}
        inputMode="numeric"
        value={values.budget}
        error={errors.budget}
        hint={t('ui.rentals.form.budgetHint')}
        onChange={(v) => set('budget', v)}
      />
      <div className={styles.pair}>
        <TextField
          id={`${id}-moveIn`}
          label={t('ui.rentals.form.moveIn')}
          type="date"
          value={values.moveIn}
          error={errors.moveIn}
          onChange={(v) => set('moveIn', v)}
        />
        <TextField
          id={`${id}-moveOut`}
          label={t('ui.rentals.form.moveOut')}
          type="date"
          value={values.moveOut}
          error={errors.moveOut}
          onChange={(v) => set('moveOut', v)}
        />
      </div>
      <ToggleField
        id={`${id}-parking`}
        label={t('ui.rentals.form.parking')}
        checked={values.parking}
        onChange={(v) => set('parking', v)}
      />
      <MatchCount values={area} />
    </>
  )
}

/** Step 2: about you — contact, profile and studies. */
export function StepAbout({ id, values, set, errors }: StepProps) {
  const { t } = useTranslation()
  const text = (
    field: 'name' | 'phone' | 'email' | 'wechat' | 'nationality' | 'birthYear' | 'major' | 'hobbies',
    extra: { type?: string; optional?: boolean; autoComplete?: string; inputMode?: 'numeric' } = {},
  ) => (
    <TextField
      id={`${id}-${field}`}
      label={t(`ui.rentals.form.${field}`)}
      value={values[field]}
      error={errors[field]}
      onChange={(v) => set(field, v)}
      {...extra}
    />
  )
  return (
    <>
      <p className={styles.hint}>{t('ui.rentals.form.aboutPrivacy')}</p>
      {text('name', { autoComplete: 'name' })}
      {text('phone', { type: 'tel', autoComplete: 'tel' })}
      {text('email', { type: 'email', autoComplete: 'email' })}
      {text('wechat', { optional: true })}
      <TextArea
        id={`${id}-profile`}
        label={t('ui.rentals.form.profile')}
        optional
        value={values.profile}
        error={errors.profile}
        placeholder={t('ui.rentals.form.profilePlaceholder')}
        onChange={(v) => set('profile', v)}
      />
      {text('nationality', { optional: true })}
      <SelectField
        id={`${id}-gender`}
        label={t('ui.rentals.form.gender')}
        optional
        value={values.gender}
        error={errors.gender}
        onChange={(v) => set('gender', v)}
        options={RENTAL_GENDERS.map((g) => ({ value: g, label: t(`rental.gender.${g}`) }))}
      />
      {text('birthYear', { optional: true, inputMode: 'numeric' })}
      <ChipChecks
        id={`${id}-languages`}
        label={t('ui.rentals.form.languages')}
        optional
        value={values.languages}
        onChange={(v) => set('languages', v)}
        options={AGENT_LANGUAGES.map((l) => ({ value: l, label: t(`agent.language.${l}`) }))}
      />
      <SelectField
        id={`${id}-education`}
        label={t('ui.rentals.form.education')}
        optional
        value={values.education}
        error={errors.education}
        onChange={(v) => set('education', v)}
        options={EDUCATION_LEVELS.map((e) => ({ value: e, label: t(`rental.education.${e}`) }))}
      />
      {text('major', { optional: true })}
      {text('hobbies', { optional: true })}
    </>
  )
}

/**
 * The deposit and rent ahead: only the deposits the law of the school's province lets a landlord ask for, then,
 * apart and optional, rent the student could choose to prepay, with why it is never a condition.
 */
function DepositAndPrepay({ id, values, set, patch, errors, province }: StepProps) {
  const { t } = useTranslation()
  if (!province) return null
  const offers = depositOffers(province, values.pets)
  const more = values.prepay > 0
  return (
    <>
      <ChipChoice<DepositOffer>
        id={`${id}-deposit`}
        label={t('ui.rentals.form.deposit')}
        value={offers.includes(values.deposit) ? values.deposit : ''}
        error={errors.deposit}
        hint={t(`ui.rentals.form.depositHint.${province}`)}
        onChange={(v) => set('deposit', v)}
        options={offers.map((o) => ({ value: o, label: t(`rental.deposit.${o}`) }))}
      />
      <div className={styles.prepayMore}>
        <ToggleField
          id={`${id}-prepayMore`}
          label={t('ui.rentals.form.prepayMore')}
          checked={more}
          onChange={(v) => patch({ prepay: v ? 1 : 0 })}
        />
        <p className={styles.hint}>{t('ui.rentals.form.prepayMoreHint')}</p>
        {more ? (
          <SelectField
            id={`${id}-prepay`}
            label={t('ui.rentals.form.prepayMonths')}
            value={String(values.prepay)}
            error={errors.prepay}
            onChange={(v) => set('prepay', Number(v || 0))}
            options={Array.from({ length: RENTAL_PREPAY_MAX }, (_, n) => ({
              value: String(n + 1),
              label: t('ui.rentals.form.months', { count: n + 1 }),
            }))}
          />
        ) : null}
        <div aria-live="polite">
          <PrepayExplanation province={province} months={values.prepay} beyondDeposit />
        </div>
      </div>
    </>
  )
}

/** Step 3: how you will live — roommates, pets, wishes, who pays, what you can show, deposit and rent ahead, viewing first. */
export function StepLiving(props: StepProps) {
  const { id, values, set, patch, errors, province } = props
  const { t } = useTranslation()
  return (
    <>
      <TextField
        id={`${id}-roommateName`}
        label={t('ui.rentals.form.roommateName')}
        optional
        value={values.roommateName}
        error={errors.roommateName}
        onChange={(v) => set('roommateName', v)}
      />
      <ToggleField
        id={`${id}-acceptRoommates`}
        label={t('ui.rentals.form.acceptRoommates')}
        checked={values.acceptRoommates}
        onChange={(v) => set('acceptRoommates', v)}
      />
      <ToggleField
        id={`${id}-pets`}
        label={t('ui.rentals.form.pets')}
        checked={values.pets}
        // without a pet, a pet deposit is no longer one a landlord may ask for
        onChange={(v) =>
          patch({
            pets: v,
            ...(province && !depositOffers(province, v).includes(values.deposit)
              ? { deposit: depositOffers(province, v).includes('securityDeposit') ? 'securityDeposit' : 'none' }
              : {}),
          })
        }
      />
      <ChipChecks
        id={`${id}-preferences`}
        label={t('ui.rentals.form.preferences')}
        optional
        value={values.preferences}
        onChange={(v) => set('preferences', v)}
        options={RENTAL_PREFERENCES.map((p) => ({ value: p, label: t(`rental.preference.${p}`) }))}
      />
      <SelectField
        id={`${id}-rentPayer`}
        label={t('ui.rentals.form.rentPayer')}
        optional
        value={values.rentPayer}
        error={errors.rentPayer}
        onChange={(v) => set('rentPayer', v)}
        options={RENT_PAYERS.map((p) => ({ value: p, label: t(`rental.rentPayer.${p}`) }))}
      />
      <ToggleField
        id={`${id}-guarantor`}
        label={t('ui.rentals.form.guarantor')}
        checked={values.guarantor}
        onChange={(v) => set('guarantor', v)}
      />
      <ToggleField
        id={`${id}-creditReport`}
        label={t('ui.rentals.form.creditReport')}
        checked={values.creditReport}
        onChange={(v) => set('creditReport', v)}
      />
      <ToggleField
        id={`${id}-jobProof`}
        label={t('ui.rentals.form.jobProof')}
        checked={values.jobProof}
        onChange={(v) => set('jobProof', v)}
      />
      <DepositAndPrepay {...props} />
      <ChipChoice
        id={`${id}-canInspect`}
        label={t('ui.rentals.form.canInspect')}
        value={values.canInspect}
        error={errors.canInspect}
        onChange={(v) => set('canInspect', v)}
        options={INSPECTION_MODES.map((m) => ({ value: m, label: t(`rental.inspect.${m}`) }))}
      />
      {values.canInspect === 'none' ? <p className={styles.warning}>{t('ui.rentals.form.noViewingWarning')}</p> : null}
    </>
  )
}

/** Step 4: contacts and a message — emergency contact, parents, a message to agents, a note for yourself. */
export function StepContacts({ id, values, set, errors, province }: StepProps) {
  const { t } = useTranslation()
  const text = (field: 'emergencyName' | 'emergencyPhone' | 'parentWechat' | 'parentPhone', type = 'text') => (
    <TextField
      id={`${id}-${field}`}
      label={t(`ui.rentals.form.${field}`)}
      optional
      type={type}
      value={values[field]}
      error={errors[field]}
      onChange={(v) => set(field, v)}
    />
  )
  const offered = detectPrepayMonths(values.message)
  return (
    <>
      {text('emergencyName')}
      {text('emergencyPhone', 'tel')}
      {text('parentWechat')}
      {text('parentPhone', 'tel')}
      <TextArea
        id={`${id}-message`}
        label={t('ui.rentals.form.message')}
        optional
        value={values.message}
        error={errors.message}
        placeholder={t('ui.rentals.form.messagePlaceholder')}
        onChange={(v) => set('message', v)}
      />
      {province && offered !== null && offered !== values.prepay ? (
        <div aria-live="polite">
          <PrepayExplanation province={province} months={offered} />
        </div>
      ) : null}
      <TextArea
        id={`${id}-remark`}
        label={t('ui.rentals.form.remark')}
        optional
        value={values.remark}
        error={errors.remark}
        hint={t('ui.rentals.form.remarkHint')}
        onChange={(v) => set('remark', v)}
      />
      {province ? <SafetyCard province={province} /> : null}
    </>
  )
}
