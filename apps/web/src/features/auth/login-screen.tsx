import { accountSchema, agreementSchema, passwordSchema } from '@maplenest/core'
import { Form, Input } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useNavigate } from 'react-router'
import { session } from '../../shared/session/app-session.ts'
import { MAIN_PATH } from '../../shared/session/return-path.ts'
import { Page } from '../../shared/ui/page.tsx'
import { agreedOnThisDevice } from './agreement-memory.ts'
import styles from './auth.module.css'
import { AUTH_PATHS, type AuthFlow, authPath } from './auth-paths.ts'
import { AgreementField } from './components/agreement-field.tsx'
import { AuthHeader } from './components/auth-header.tsx'
import { PasswordInput } from './components/password-input.tsx'
import { SocialSignIn } from './components/social-sign-in.tsx'
import { SubmitFooter } from './components/submit-footer.tsx'
import { useAuthForm } from './use-auth-form.ts'
import { useFinishSignIn } from './use-finish-sign-in.ts'

interface LoginValues {
  username?: string
  password?: string
  agreement?: boolean
}
const FIELDS = ['username', 'password', 'agreement'] as const

/** /pages/my/public/login: e-mail or phone and password, the agreement, and the other ways in. */
export function LoginScreen({ fullWidth = false, flow }: { fullWidth?: boolean; flow?: AuthFlow }) {
  const { t } = useTranslation()
  const { redirectUrl, account, signedInAtOpen, finish } = useFinishSignIn(flow?.redirect)
  const { form, alert, busy, check, run, onValuesChange } = useAuthForm<LoginValues>(FIELDS)
  const navigate = useNavigate()

  if (signedInAtOpen) return <Navigate to={MAIN_PATH} replace />

  const submit = async (values: LoginValues) => {
    const username = values.username?.trim() ?? ''
    const password = values.password ?? ''
    const valid = check({
      username: [accountSchema, username],
      password: [passwordSchema, password],
      agreement: [agreementSchema, values.agreement === true],
    })
    if (!valid) return
    if (await run(() => session.signIn({ grantType: 'password', username, password }).then(() => {}))) finish()
  }

  return (
    <Page title={flow?.title ?? t('ui.account.login.title')} fullWidth={fullWidth}>
      <div className={styles.screen}>
        <AuthHeader
          heading={flow?.heading ?? t('ui.account.login.heading')}
          subtitle={flow?.subtitle ?? t('ui.account.login.subtitle')}
        />
        <Form
          form={form}
          layout="vertical"
          className={styles.form}
          initialValues={{ username: account ?? '', agreement: agreedOnThisDevice() }}
          onFinish={submit}
          onValuesChange={onValuesChange}
          footer={<SubmitFooter label={t('ui.account.login.submit')} alert={alert} busy={busy} />}
        >
          <Form.Item name="username" label={t('ui.account.field.account')}>
            <Input autoComplete="username" placeholder={t('ui.account.field.accountPlaceholder')} clearable />
          </Form.Item>
          <Form.Item name="password" label={t('ui.account.field.password')}>
            <PasswordInput autoComplete="current-password" placeholder={t('ui.account.field.passwordPlaceholder')} />
          </Form.Item>
          <AgreementField />
        </Form>
        <nav className={styles.links}>
          <Link className={styles.link} to={authPath(AUTH_PATHS.codeLogin, { redirectUrl })}>
            {t('ui.account.login.codeLogin')}
          </Link>
          <Link
            className={styles.link}
            to={authPath(AUTH_PATHS.resetPassword, { redirectUrl })}
            onClick={(event) => {
              // the address typed here goes along, so it is not typed twice
              const typed = String(form.getFieldValue('username') ?? '').trim()
              if (!typed) return
              event.preventDefault()
              navigate(authPath(AUTH_PATHS.resetPassword, { redirectUrl, account: typed }))
            }}
          >
            {t('ui.account.login.forgot')}
          </Link>
        </nav>
        <Link
          className={styles.secondaryAction}
          to={authPath(flow?.partnerPath ?? AUTH_PATHS.register, { redirectUrl })}
        >
          {t('ui.account.login.register')}
        </Link>
        <SocialSignIn />
      </div>
    </Page>
  )
}
