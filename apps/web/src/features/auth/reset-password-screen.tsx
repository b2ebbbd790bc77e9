import { type CodeChannel, resetPasswordSchema } from '@maplenest/core'
import { Form, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { Page } from '../../shared/ui/page.tsx'
import { resetPassword } from './api/reset-password.ts'
import styles from './auth.module.css'
import { AUTH_PATHS, authPath } from './auth-paths.ts'
import { type ChannelValues, toChannelRequest } from './channel-request.ts'
import { AddressField } from './components/address-field.tsx'
import { AuthHeader } from './components/auth-header.tsx'
import { ChannelTabs } from './components/channel-tabs.tsx'
import { CodeField } from './components/code-field.tsx'
import { NewPasswordFields } from './components/new-password-fields.tsx'
import { SubmitFooter } from './components/submit-footer.tsx'
import { useAuthForm } from './use-auth-form.ts'
import { addressField, useCodeSender } from './use-code-sender.ts'

const FIELDS = ['email', 'phonenumber', 'code', 'password', 'confirmPassword'] as const

/** /pages/my/public/reset-password: e-mail or phone, a code, and the new password twice. */
export function ResetPasswordScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const redirectUrl = params.get('redirectUrl')
  // the address typed on the sign-in page, if any: an e-mail address opens the e-mail tab, anything else the phone's
  const typed = params.get('account')?.trim() ?? ''
  const [channel, setChannel] = useState<CodeChannel>(typed && !typed.includes('@') ? 'sms' : 'email')
  const state = useAuthForm<ChannelValues>(FIELDS)
  const { form, alert, busy, parse, clearMessages, run, onValuesChange } = state
  const sendResetCode = useCodeSender(
    { ...state, getAddress: () => form.getFieldValue(addressField(channel)) ?? '' },
    channel,
    'reset',
  )

  const switchChannel = (next: CodeChannel) => {
    clearMessages()
    setChannel(next)
  }

  const submit = async (values: ChannelValues) => {
    const parsed = parse(resetPasswordSchema, toChannelRequest(channel, values))
    if (!parsed) return
    const account = channel === 'email' ? values.email?.trim() : values.phonenumber?.trim()
    if (await run(() => resetPassword(parsed).then(() => {}))) {
      Toast.show({ content: t('auth.passwordReset') })
      navigate(authPath(AUTH_PATHS.login, { account, redirectUrl }), { replace: true })
    }
  }

  return (
    <Page title={t('ui.account.reset.title')}>
      <div className={styles.screen}>
        <AuthHeader heading={t('ui.account.reset.heading')} subtitle={t('ui.account.reset.subtitle')} />
        <ChannelTabs value={channel} onChange={switchChannel} />
        <Form
          form={form}
          layout="vertical"
          className={styles.form}
          initialValues={typed ? { [addressField(channel)]: typed } : undefined}
          onFinish={submit}
          onValuesChange={onValuesChange}
          footer={<SubmitFooter label={t('ui.account.reset.submit')} alert={alert} busy={busy} />}
        >
          <AddressField channel={channel} />
          <CodeField onSend={sendResetCode} />
          <NewPasswordFields label={t('ui.account.field.newPassword')} />
        </Form>
      </div>
    </Page>
  )
}
