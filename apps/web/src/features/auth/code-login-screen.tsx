import { agreementSchema, type CodeChannel, codeSchema, emailSchema, phoneSchema } from '@maplenest/core'
import { Form } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate } from 'react-router'
import { session } from '../../shared/session/app-session.ts'
import { MAIN_PATH } from '../../shared/session/return-path.ts'
import { Page } from '../../shared/ui/page.tsx'
import { agreedOnThisDevice } from './agreement-memory.ts'
import styles from './auth.module.css'
import { AUTH_PATHS, authPath } from './auth-paths.ts'
import { AddressField } from './components/address-field.tsx'
import { AgreementField } from './components/agreement-field.tsx'
import { AuthHeader } from './components/auth-header.tsx'
import { ChannelTabs } from './components/channel-tabs.tsx'
import { CodeField } from './components/code-field.tsx'
import { SubmitFooter } from './components/submit-footer.tsx'
import { useAuthForm } from './use-auth-form.ts'
import { addressField, useCodeSender } from './use-code-sender.ts'
import { useFinishSignIn } from './use-finish-sign-in.ts'

interface CodeLoginValues {
  email?: string
  phonenumber?: string
  code?: string
  agreement?: boolean
}
const FIELDS = ['email', 'phonenumber', 'code', 'agreement'] as const

/** /pages/my/public/emaillogin: a one-time code sent by e-mail or SMS instead of a password. */
export function CodeLoginScreen() {
  const { t } = useTranslation()
  const { redirectUrl, signedInAtOpen, finish } = useFinishSignIn()
  const [channel, setChannel] = useState<CodeChannel>('email')
  const state = useAuthForm<CodeLoginValues>(FIELDS)
  const { form, alert, busy, check, clearMessages, run, onValuesChange } = state
  const sendLoginCode = useCodeSender(
    { ...state, getAddress: () => form.getFieldValue(addressField(channel)) ?? '' },
    channel,
    'login',
  )

  if (signedInAtOpen) return <Navigate to={MAIN_PATH} replace />

  const switchChannel = (next: CodeChannel) => {
    clearMessages()
    setChannel(next)
  }

  const submit = async (values: CodeLoginValues) => {
    const address = (channel === 'email' ? values.email : values.phonenumber)?.trim() ?? ''
    const code = values.code?.trim() ?? ''
    const valid = check({
      [addressField(channel)]: [channel === 'email' ? emailSchema : phoneSchema, address],
      code: [codeSchema, code],
      agreement: [agreementSchema, values.agreement === true],
    })
    if (!valid) return
    const request =
      channel === 'email'
        ? ({ grantType: 'email', email: address, emailCode: code } as const)
        : ({ grantType: 'sms', phonenumber: address, smsCode: code } as const)
    if (await run(() => session.signIn(request).then(() => {}))) finish()
  }

  return (
    <Page title={t('ui.account.codeLogin.title')}>
      <div className={styles.screen}>
        <AuthHeader heading={t('ui.account.codeLogin.heading')} subtitle={t('ui.account.codeLogin.subtitle')} />
        <ChannelTabs value={channel} onChange={switchChannel} />
        <Form
          form={form}
          layout="vertical"
          className={styles.form}
          initialValues={{ agreement: agreedOnThisDevice() }}
          onFinish={submit}
          onValuesChange={onValuesChange}
          footer={<SubmitFooter label={t('ui.account.login.submit')} alert={alert} busy={busy} />}
        >
          <AddressField channel={channel} />
          <CodeField onSend={sendLoginCode} />
          <AgreementField />
        </Form>
        <nav className={styles.links}>
          <Link className={styles.link} to={authPath(AUTH_PATHS.login, { redirectUrl })}>
            {t('ui.account.login.passwordLogin')}
          </Link>
          <Link className={styles.link} to={authPath(AUTH_PATHS.register, { redirectUrl })}>
            {t('ui.account.login.register')}
          </Link>
        </nav>
      </div>
    </Page>
  )
}
