import { Input } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import styles from '../auth.module.css'
import { EyeIcon, EyeOffIcon } from './auth-icons.tsx'

export interface PasswordInputProps {
  id?: string
  value?: string
  onChange?: (value: string) => void
  placeholder?: string
  autoComplete: 'current-password' | 'new-password'
}

/** A password box with a show/hide button; Form.Item passes id, value and onChange. */
export function PasswordInput({ id, value, onChange, placeholder, autoComplete }: PasswordInputProps) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <div className={styles.withAction}>
      <Input
        id={id}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={18}
        clearable
      />
      <button
        type="button"
        className={styles.eye}
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('ui.account.password.hide') : t('ui.account.password.show')}
        aria-pressed={visible}
      >
        {visible ? <EyeIcon /> : <EyeOffIcon />}
      </button>
    </div>
  )
}
