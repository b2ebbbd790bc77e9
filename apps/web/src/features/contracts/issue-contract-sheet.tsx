import {
  CONTRACT_PDF_MAX_BYTES,
  CONTRACT_PROVINCES,
  type ContractForm,
  contractFormSchema,
  contractToday,
  LEASE_PAYERS,
  LEASE_SERVICE_STATES,
  LEASE_SERVICES,
  LEASE_TERM_TYPES,
  LEASE_UTILITIES,
  type LeaseTermField,
  type MessageKey,
  ONTARIO_REQUIRED_TERMS,
} from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../shared/api/api-error.ts'
import { isMessageKey } from '../../shared/i18n/i18n.ts'
import { FormSheet } from '../../shared/ui/form-sheet.tsx'
import { useIssueContract } from './api/issue-contract.ts'
import styles from './contracts.module.css'

type Field = keyof ContractForm | 'file'
type Values = Record<keyof ContractForm, string>

// Today in Toronto, the calendar most leases are dated by; the agent changes it for a Vancouver lease if need be.
const today = () => contractToday(new Date(), 'ON')
const blank = (): Values => ({
  tenant: '',
  address: '',
  province: 'ON',
  uploadDate: today(),
  endDate: '',
  monthlyRent: '',
  rentDeposit: '',
  keyDeposit: '',
  remarks: '',
  agentInfo: '',
  landlord: '',
  concierge: '',
  propertyManagement: '',
  electricity: '',
  water: '',
  internet: '',
  tenantInsurance: '',
  termType: '',
  rentDueDay: '',
  rentPayableTo: '',
  parkingSpaces: '',
  electricityPaidBy: '',
  heatPaidBy: '',
  waterPaidBy: '',
  gas: '',
  airConditioning: '',
  extraStorage: '',
  laundry: '',
  guestParking: '',
  noticeAddress: '',
  noticesByEmail: '',
})

/** The standard lease's choices: each field's options and the catalogue prefix that names them. */
const TERM_CHOICES: { name: LeaseTermField; options: readonly string[]; prefix: string }[] = [
  { name: 'termType', options: LEASE_TERM_TYPES, prefix: 'contract.termType' },
  ...LEASE_UTILITIES.map((name) => ({ name, options: LEASE_PAYERS, prefix: 'contract.payer' })),
  ...LEASE_SERVICES.map((name) => ({ name, options: LEASE_SERVICE_STATES, prefix: 'contract.service' })),
  { name: 'noticesByEmail', options: ['yes', 'no'], prefix: 'contract.answer' },
]
const choicesOf = (name: LeaseTermField) => TERM_CHOICES.find((c) => c.name === name)

/** The fields after the required ones, each a line of text (long ones a few lines). */
const MORE_FIELDS: { name: keyof ContractForm; long?: boolean; type?: string }[] = [
  { name: 'monthlyRent', type: 'number' },
  { name: 'rentDeposit', type: 'number' },
  { name: 'keyDeposit', type: 'number' },
  { name: 'landlord', long: true },
  { name: 'concierge' },
  { name: 'propertyManagement' },
  { name: 'electricity' },
  { name: 'water' },
  { name: 'internet' },
  { name: 'tenantInsurance' },
  { name: 'agentInfo', long: true },
  { name: 'remarks', long: true },
]

const MB = 1024 * 1024
const formatSize = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`)

/**
 * The agent's "Issue a contract" sheet: the tenant by phone or e-mail, the home, the dates, the rent and deposits, the contacts
 * and companies, and the lease as a PDF. Checked with the same schema the server uses before anything is sent; the
 * server's refusals (an unknown tenant, a file that is not a PDF) show beside their field.
 */
export function IssueContractSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [values, setValues] = useState<Values>(blank)
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failed, setFailed] = useState<string | null>(null)
  const issue = useIssueContract()
  const set = (name: keyof ContractForm, value: string) => setValues((v) => ({ ...v, [name]: value }))
  const say = (key: string) => (isMessageKey(key) ? t(key as MessageKey) : key)

  const pick = (picked: File | undefined) => {
    setErrors((e) => ({ ...e, file: undefined }))
    if (!picked) return setFile(null)
    if (picked.type !== 'application/pdf' && !picked.name.toLowerCase().endsWith('.pdf')) {
      setFile(null)
      return setErrors((e) => ({ ...e, file: t('file.upload.unsupportedType') }))
    }
    if (picked.size > CONTRACT_PDF_MAX_BYTES) {
      setFile(null)
      return setErrors((e) => ({ ...e, file: t('file.upload.tooLarge') }))
    }
    setFile(picked)
  }

  const submit = () => {
    setFailed(null)
    const parsed = contractFormSchema.safeParse(values)
    const found: Partial<Record<Field, string>> = {}
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'tenant') as Field
        found[field] ??= say(issue.message)
      }
    }
    if (!file) found.file = t('contract.validation.fileRequired')
    setErrors(found)
    if (Object.keys(found).length > 0 || !file) return
    const form = new FormData()
    for (const [name, value] of Object.entries(values)) if (value.trim()) form.append(name, value.trim())
    form.append('file', file, file.name)
    issue.mutate(form, {
      onSuccess: () => {
        Toast.show({ content: t('contract.form.issued') })
        setValues(blank())
        setFile(null)
        onClose()
      },
      onError: (error) => {
        const first = isApiError(error)
          ? (error.data as { fields?: { field?: string; message?: string }[] } | null)?.fields?.[0]
          : undefined
        if (first?.field && isApiError(error)) setErrors({ [first.field]: first.message ?? error.msg })
        else setFailed(t('contract.form.failed'))
      },
    })
  }

  const fieldId = (name: Field) => `${id}-${name}`
  const errorOf = (name: Field) =>
    errors[name] ? (
      <span id={`${fieldId(name)}-error`} role="alert" className={styles.fieldError}>
        {errors[name]}
      </span>
    ) : null
  const describe = (name: Field) => ({
    id: fieldId(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${fieldId(name)}-error` : undefined,
  })
  const ontario = values.province === 'ON'
  const requiredTerm = (name: LeaseTermField) => ontario && (ONTARIO_REQUIRED_TERMS as readonly string[]).includes(name)
  /** One of the standard lease's terms: a choice from its list, or a line of text. */
  const term = (name: LeaseTermField, opts: { long?: boolean; type?: string } = {}) => {
    const choices = choicesOf(name)
    if (!choices) return text(name, { ...opts, required: requiredTerm(name) })
    return (
      <div className={styles.field} key={name}>
        <label htmlFor={fieldId(name)}>
          {t(`contract.field.${name}`)}
          {requiredTerm(name) ? ' *' : ''}
        </label>
        <select {...describe(name)} value={values[name]} onChange={(e) => set(name, e.target.value)}>
          <option value="">{t('contract.terms.choose')}</option>
          {choices.options.map((o) => (
            <option key={o} value={o}>
              {t(`${choices.prefix}.${o}` as MessageKey)}
            </option>
          ))}
        </select>
        {errorOf(name)}
      </div>
    )
  }
  const text = (name: keyof ContractForm, opts: { long?: boolean; type?: string; required?: boolean } = {}) => (
    <div className={styles.field} key={name}>
      <label htmlFor={fieldId(name)}>
        {t(`contract.field.${name}`)}
        {opts.required ? ' *' : ''}
      </label>
      {opts.long ? (
        <textarea {...describe(name)} rows={2} value={values[name]} onChange={(e) => set(name, e.target.value)} />
      ) : (
        <input
          {...describe(name)}
          type={opts.type ?? 'text'}
          inputMode={opts.type === 'number' ? 'decimal' : undefined}
          value={values[name]}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
      {name === 'tenant' ? <span className={styles.hint}>{t('contract.field.tenantHint')}</span> : null}
      {name === 'keyDeposit' ? <span className={styles.hint}>{t('contract.field.keyDepositHint')}</span> : null}
      {name === 'monthlyRent' || name === 'rentDeposit' ? (
        <span className={styles.hint}>{t('contract.field.amountHint')}</span>
      ) : null}
      {errorOf(name)}
    </div>
  )

  return (
    <FormSheet
      visible={open}
      title={t('contract.form.title')}
      closeLabel={t('contract.form.close')}
      onClose={onClose}
      onSubmit={submit}
      noValidate
      destroyOnClose={false}
      footer={
        <Button block color="primary" shape="rounded" type="submit" loading={issue.isPending}>
          {issue.isPending ? t('contract.form.sending') : t('contract.form.submit')}
        </Button>
      }
    >
      {text('tenant', { required: true })}
      {text('address', { required: true })}
      <div className={styles.field}>
        <label htmlFor={fieldId('province')}>{t('contract.field.province')} *</label>
        <select {...describe('province')} value={values.province} onChange={(e) => set('province', e.target.value)}>
          {CONTRACT_PROVINCES.map((p) => (
            <option key={p} value={p}>
              {t(`contract.province.${p}`)}
            </option>
          ))}
        </select>
        {errorOf('province')}
      </div>
      {text('uploadDate', { type: 'date', required: true })}
      {text('endDate', { type: 'date', required: true })}
      <div className={styles.field}>
        <label htmlFor={fieldId('file')}>{t('contract.field.file')} *</label>
        <input
          {...describe('file')}
          type="file"
          accept="application/pdf,.pdf"
          onChange={(e) => pick(e.target.files?.[0])}
        />
        <span className={styles.hint}>
          {file
            ? t('contract.form.chosen', { name: file.name, size: formatSize(file.size) })
            : t('contract.field.fileHint', { max: CONTRACT_PDF_MAX_BYTES / MB })}
        </span>
        {errorOf('file')}
      </div>
      <fieldset className={styles.termsSection}>
        <legend>{t('contract.terms.section')}</legend>
        <p className={styles.hint}>{t(ontario ? 'contract.terms.hint.ON' : 'contract.terms.hint.BC')}</p>
        {term('termType')}
        {term('rentDueDay', { type: 'number' })}
        {term('rentPayableTo')}
        {term('noticeAddress', { long: true })}
        {term('noticesByEmail')}
        {LEASE_UTILITIES.map((u) => term(u))}
        {term('parkingSpaces', { type: 'number' })}
        {LEASE_SERVICES.map((u) => term(u))}
      </fieldset>
      {MORE_FIELDS.map((f) => text(f.name, f))}
      {failed ? (
        <p role="alert" className={styles.fieldError}>
          {failed}
        </p>
      ) : null}
    </FormSheet>
  )
}
