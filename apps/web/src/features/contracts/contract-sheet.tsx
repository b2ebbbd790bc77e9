import type { Contract } from '@maplenest/core'
import { Button } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FormSheet } from '../../shared/ui/form-sheet.tsx'
import styles from './contracts.module.css'

export interface ContractSheetProps {
  contract: Contract
  open: boolean
  title: string
  submitLabel: string
  busy: boolean
  /** The server's refusal, shown above the button. */
  alert: string | null
  onClose: () => void
  onSubmit: () => void
  children: ReactNode
}

/** A sheet with one form about a contract: its title over the contract's address, its fields, and one button. */
export function ContractSheet(props: ContractSheetProps) {
  const { contract, open, title, submitLabel, busy, alert, onClose, onSubmit, children } = props
  const { t } = useTranslation()
  return (
    <FormSheet
      visible={open}
      title={title}
      subtitle={contract.address}
      closeLabel={t('contract.form.close')}
      onClose={onClose}
      onSubmit={onSubmit}
      noValidate
      footer={
        <Button block color="primary" shape="rounded" type="submit" loading={busy}>
          {submitLabel}
        </Button>
      }
    >
      {children}
      {alert ? (
        <p role="alert" className={styles.fieldError}>
          {alert}
        </p>
      ) : null}
    </FormSheet>
  )
}
