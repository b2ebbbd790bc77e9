import { type Contract, contractUpdateSchema } from '@maplenest/core'
import { Toast } from 'antd-mobile'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSchemaForm } from '../../shared/forms/use-schema-form.ts'
import { useUpdateContract } from './api/update-contract.ts'
import { ContractSheet } from './contract-sheet.tsx'
import styles from './contracts.module.css'

const FIELDS = ['uploadDate', 'endDate', 'remarks'] as const
type Field = (typeof FIELDS)[number]

/**
 * The issuing agent's change of a lease: its dates (a renewal moves the end date, and the reminders start again)
 * and its remarks. Checked with the server's schema; the tenant is told of the change.
 */
export function EditContractSheet(props: { contract: Contract; open: boolean; onClose: () => void }) {
  const { contract, open, onClose } = props
  const { t } = useTranslation()
  const id = useId()
  const [values, setValues] = useState<Record<Field, string>>({
    uploadDate: contract.uploadDate,
    endDate: contract.endDate,
    remarks: contract.remarks ?? '',
  })
  const form = useSchemaForm(FIELDS)
  const update = useUpdateContract(contract.id)

  const submit = async () => {
    const change = form.parse(contractUpdateSchema, { ...values, remarks: values.remarks.trim() || null })
    if (!change) return
    const saved = await form.run(() => update.mutateAsync(change), t('contract.detail.saveFailed'))
    if (!saved) return
    Toast.show({ content: t('contract.detail.saved') })
    onClose()
  }

  const field = (name: Field, input: (describe: object) => ReactNode) => (
    <div className={styles.field} key={name}>
      <label htmlFor={`${id}-${name}`}>{t(`contract.field.${name}`)}</label>
      {input({
        id: `${id}-${name}`,
        'aria-invalid': form.messages[name] ? true : undefined,
        'aria-describedby': form.messages[name] ? `${id}-${name}-error` : undefined,
      })}
      {form.messages[name] ? (
        <span id={`${id}-${name}-error`} role="alert" className={styles.fieldError}>
          {form.messages[name]}
        </span>
      ) : null}
    </div>
  )
  const set = (name: Field, value: string) => {
    form.clearField(name)
    setValues((v) => ({ ...v, [name]: value }))
  }

  return (
    <ContractSheet
      contract={contract}
      open={open}
      title={t('contract.detail.edit')}
      submitLabel={t('contract.detail.save')}
      busy={form.busy}
      alert={form.alert}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      {field('uploadDate', (d) => (
        <input {...d} type="date" value={values.uploadDate} onChange={(e) => set('uploadDate', e.target.value)} />
      ))}
      {field('endDate', (d) => (
        <input {...d} type="date" value={values.endDate} onChange={(e) => set('endDate', e.target.value)} />
      ))}
      {field('remarks', (d) => (
        <textarea {...d} rows={4} value={values.remarks} onChange={(e) => set('remarks', e.target.value)} />
      ))}
    </ContractSheet>
  )
}
