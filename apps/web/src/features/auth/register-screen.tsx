import { type CodeChannel, registerSchema } from '@maplenest/core'
import { Form, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { session } from '../../shared/session/app-session.ts'
import { Page } from '../../shared/ui/page.tsx'
import { agreedOnThisDevice, rememberAgreement } from './agreement-memory.ts'
import styles from './auth.module.css'
import { AUTH_PATHS, type AuthFlow, authPath } from './auth-paths.ts'
import { type ChannelValues, toChannelRequest } from './channel-request.ts'
import { AddressField } from './components/address-field.tsx'
import { AgreementField } from './components/agreement-field.tsx'
import { AuthHeader } from './components/auth-header.tsx'
import { ChannelTabs } from './components/channel-tabs.tsx'
import { CodeField } from './components/code-field.tsx'
import { NewPasswordFields } from './components/new-password-fields.tsx'
import { SubmitFooter } from './components/submit-footer.tsx'
import { useAuthForm } from './use-auth-form.ts'
import { addressField, useCodeSender } from './use-code-sender.ts'

interface RegisterValues extends ChannelValues {
  agreement?: boolean
}
const FIELDS = ['email', 'phonenumber', 'code', 'password', 'confirmPassword', 'agreement'] as const

/** /pages/my/public/register: e-mail or phone, a code, a password twice and the agreement. */
export function RegisterScreen({ fullWidth = false, flow }: { fullWidth?: boolean; flow?: AuthFlow }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const redirectUrl = params.get('redirectUrl') ?? flow?.redirect ?? null
  const [channel, setChannel] = useState<CodeChannel>('email')
  const state = useAuthForm<RegisterValues>(FIELDS)
  const { form, alert, busy, parse, clearMessages, run, onValuesChange } = state
  const sendRegisterCode = useCodeSender(
    { ...state, getAddress: () => form.getFieldValue(addressField(channel)) ?? '' },
    channel,
    'register',
  )

  const switchChannel = (next: CodeChannel) => {
    clearMessages()
    setChannel(next)
  }

  const submit = async (values: RegisterValues) => {
    const request = { ...toChannelRequest(channel, values), agreement: values.agreement === true }
    const parsed = parse(registerSchema, request)
    if (!parsed) return
    // registering signs the person in, and they go back to where they were asked to sign in
    if (await run(() => session.register(parsed).then(() => {}))) {
      await rememberAgreement()
      Toast.show({ content: t('ui.account.register.signedIn') })
      navigate(session.takeReturnPath(redirectUrl), { replace: true })
    }
  }

  return (
    <Page title={flow?.title ?? t('ui.account.register.title')} fullWidth={fullWidth}>
      <div className={styles.screen}>
        <AuthHeader
          heading={flow?.heading ?? t('ui.account.register.heading')}
          subtitle={flow?.subtitle ?? t('ui.account.register.subtitle')}
        />
        <ChannelTabs value={channel} onChange={switchChannel} />
        <Form
          form={form}
          layout="vertical"
          className={styles.form}
          initialValues={{ agreement: agreedOnThisDevice() }}
          onFinish={submit}
          onValuesChange={onValuesChange}
          footer={<SubmitFooter label={t('ui.account.register.submit')} alert={alert} busy={busy} />}
        >
          <AddressField channel={channel} />
          <CodeField onSend={sendRegisterCode} />
          <NewPasswordFields label={t('ui.account.field.password')} />
          <AgreementField />
        </Form>
        <p className={styles.switch}>
          {t('ui.account.register.haveAccount')}{' '}
          <Link className={styles.link} to={authPath(flow?.partnerPath ?? AUTH_PATHS.login, { redirectUrl })}>
            {t('ui.account.register.signIn')}
          </Link>
        </p>
      </div>
    </Page>
  )
}
