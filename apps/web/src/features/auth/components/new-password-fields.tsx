import { Form } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { PasswordInput } from './password-input.tsx'

/** A new password and its confirmation (spec §5: 6 to 18 characters, the two must match). */
export function NewPasswordFields({ label }: { label: string }) {
  const { t } = useTranslation()
  return (
    <>
      <Form.Item name="password" label={label}>
        <PasswordInput autoComplete="new-password" placeholder={t('ui.account.field.passwordPlaceholder')} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('ui.account.field.confirmPassword')}>
        <PasswordInput autoComplete="new-password" placeholder={t('ui.account.field.confirmPasswordPlaceholder')} />
      </Form.Item>
    </>
  )
}
