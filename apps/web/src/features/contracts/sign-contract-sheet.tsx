import { CONTRACT_SIGN_CONSENT_KEY, CONTRACT_SIGNER_NAME_MAX, type Contract, contractSignSchema } from '@maplenest/core'
import { Toast } from 'antd-mobile'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSchemaForm } from '../../shared/forms/use-schema-form.ts'
import { useSignContract } from './api/sign-contract.ts'
import { ContractSheet } from './contract-sheet.tsx'
import styles from './contracts.module.css'
import { SignatureDrawing } from './signature-drawing.tsx'

const FIELDS = ['name', 'drawing', 'agree'] as const
type Method = 'typed' | 'drawn'

/**
 * A party signs the lease: their full name typed — and, if they choose Draw, their signature drawn on a pad beside it
 * — and the box that agrees to sign electronically (its words are the ones the server records). Checked with the
 * server's schema; the server's refusal shows above the button.
 */
export function SignContractSheet(props: { contract: Contract; open: boolean; onClose: () => void }) {
  const { contract, open, onClose } = props
  const { t } = useTranslation()
  const id = useId()
  const [name, setName] = useState('')
  const [agree, setAgree] = useState(false)
  const [method, setMethod] = useState<Method>('typed')
  const [drawing, setDrawing] = useState<string | null>(null)
  const form = useSchemaForm(FIELDS)
  const sign = useSignContract(contract.id)

  const submit = async () => {
    const input = form.parse(contractSignSchema, {
      name,
      agree,
      ...(method === 'drawn' && drawing ? { drawing } : {}),
    })
    const drawingMissing = method === 'drawn' && !drawing
    form.setMessage('drawing', drawingMissing ? 'contract.sign.drawRequired' : null)
    if (!input || drawingMissing) return
    const saved = await form.run(() => sign.mutateAsync(input), t('contract.sign.failed'))
    if (!saved) return
    Toast.show({ content: t('contract.sign.done') })
    onClose()
  }

  const error = (field: (typeof FIELDS)[number]) =>
    form.messages[field] ? (
      <span id={`${id}-${field}-error`} role="alert" className={styles.fieldError}>
        {form.messages[field]}
      </span>
    ) : null
  const described = (field: (typeof FIELDS)[number]) => ({
    'aria-invalid': form.messages[field] ? true : undefined,
    'aria-describedby': form.messages[field] ? `${id}-${field}-error` : undefined,
  })

  return (
    <ContractSheet
      contract={contract}
      open={open}
      title={t('contract.sign.title')}
      submitLabel={t('contract.sign.submit')}
      busy={form.busy}
      alert={form.alert}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>{t('contract.sign.name')}</label>
        <input
          id={`${id}-name`}
          {...described('name')}
          autoComplete="name"
          maxLength={CONTRACT_SIGNER_NAME_MAX + 20}
          value={name}
          onChange={(e) => {
            form.clearField('name')
            setName(e.target.value)
          }}
        />
        <span className={styles.hint}>{t('contract.sign.nameHint')}</span>
        {error('name')}
      </div>
      <fieldset className={styles.methods}>
        <legend>{t('contract.sign.method')}</legend>
        {(['typed', 'drawn'] as const).map((m) => (
          <label key={m}>
            <input
              type="radio"
              name={`${id}-method`}
              value={m}
              checked={method === m}
              onChange={() => {
                form.clearField('drawing')
                setMethod(m)
              }}
            />
            {t(`contract.sign.method.${m}`)}
          </label>
        ))}
      </fieldset>
      {method === 'drawn' ? (
        <div className={styles.field}>
          <span id={`${id}-drawing-hint`} className={styles.hint}>
            {t('contract.sign.drawHint')}
          </span>
          <SignatureDrawing
            id={`${id}-drawing`}
            invalid={Boolean(form.messages.drawing)}
            describedBy={form.messages.drawing ? `${id}-drawing-error` : `${id}-drawing-hint`}
            onChange={(next) => {
              form.clearField('drawing')
              setDrawing(next)
            }}
          />
          {error('drawing')}
        </div>
      ) : null}
      <div className={styles.consent}>
        <label>
          <input
            type="checkbox"
            {...described('agree')}
            checked={agree}
            onChange={(e) => {
              form.clearField('agree')
              setAgree(e.target.checked)
            }}
          />
          <span>{t(CONTRACT_SIGN_CONSENT_KEY)}</span>
        </label>
        {error('agree')}
        <p className={styles.hint}>{t('contract.sign.consentNote')}</p>
      </div>
    </ContractSheet>
  )
}
