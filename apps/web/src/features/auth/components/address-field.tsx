import type { CodeChannel } from '@maplenest/core'
import { Form, Input } from 'antd-mobile'
import { useTranslation } from 'react-i18next'

/** The e-mail box or the phone box, by channel; named as the request field (email / phonenumber). */
export function AddressField({ channel }: { channel: CodeChannel }) {
  const { t } = useTranslation()
  if (channel === 'email') {
    return (
      <Form.Item name="email" label={t('ui.account.field.email')}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('ui.account.field.emailPlaceholder')}
          clearable
        />
      </Form.Item>
    )
  }
  return (
    <Form.Item name="phonenumber" label={t('ui.account.field.phone')}>
      <Input
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('ui.account.field.phonePlaceholder')}
        clearable
      />
    </Form.Item>
  )
}
