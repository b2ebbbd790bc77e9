import { CODE_LENGTH } from '@maplenest/core'
import { Form, Input } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import styles from '../auth.module.css'
import { SendCodeButton, type SendCodeButtonProps } from './send-code-button.tsx'

/** The 4-digit verification code box with its 'Send code' button beside it. */
export function CodeField({ onSend }: SendCodeButtonProps) {
  const { t } = useTranslation()
  return (
    <Form.Item
      name="code"
      label={t('ui.account.field.code')}
      extra={
        <span className={styles.extra}>
          <SendCodeButton onSend={onSend} />
        </span>
      }
    >
      <Input
        placeholder={t('ui.account.field.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        clearable
      />
    </Form.Item>
  )
}
