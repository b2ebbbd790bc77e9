import { type ProfileUpdate, profileUpdateSchema, SEXES, type UserRecord } from '@maplenest/core'
import { Button, Form, Input, Selector, Toast } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError } from '../../../shared/api/api-error.ts'
import styles from '../account.module.css'
import { ACCOUNT_PATHS } from '../account-paths.ts'
import { sendContactCode } from '../api/send-contact-code.ts'
import { updateProfile } from '../api/update-profile.ts'
import { storeUser } from '../store-user.ts'
import { useAccountForm } from '../use-account-form.ts'

interface Values {
  nickname: string
  sex: string[]
  email: string
  phonenumber: string
  code: string
}

const FIELDS = ['nickname', 'sex', 'email', 'phonenumber', 'code'] as const

/** What changed, as the request carries it: fields left as they were are not sent. */
function toUpdate(user: UserRecord, v: Values): ProfileUpdate {
  const out: Record<string, unknown> = {}
  const name = v.nickname ?? ''
  if (name.trim() !== (user.nickname || user.userName)) out.nickname = name
  const sex = v.sex?.[0]
  if (sex && sex !== user.sex) out.sex = sex
  const email = (v.email ?? '').trim()
  if (email && email.toLowerCase() !== user.email.toLowerCase()) out.email = email
  const phone = (v.phonenumber ?? '').trim()
  if (phone && phone !== user.phonenumber) out.phonenumber = phone
  if (out.email !== undefined || out.phonenumber !== undefined) out.code = v.code ?? ''
  return out as ProfileUpdate
}

/** /pages/my/info/edit: nickname, sex, and a new e-mail or phone number proven by a code sent to it. */
export function ProfileEditForm({ user }: { user: UserRecord }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { form, alert, busy, parse, run, setMessage, onValuesChange } = useAccountForm<Values>(FIELDS)
  const [pending, setPending] = useState<{ email: boolean; phone: boolean }>({ email: false, phone: false })
  const [countdown, setCountdown] = useState(0)
  const [sentTo, setSentTo] = useState<string | null>(null)

  useEffect(() => {
    if (countdown <= 0) return
    const timer = setTimeout(() => setCountdown((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [countdown])

  const watch = (changed: Partial<Values>, all: Values) => {
    onValuesChange(changed)
    const email = (all.email ?? '').trim().toLowerCase()
    const phone = (all.phonenumber ?? '').trim()
    setPending({
      email: Boolean(email) && email !== user.email.toLowerCase(),
      phone: Boolean(phone) && phone !== user.phonenumber,
    })
  }

  const sendCode = async () => {
    const values = form.getFieldsValue()
    const channel = pending.email ? 'email' : 'sms'
    const field = pending.email ? 'email' : 'phonenumber'
    const address = (values[field] ?? '').trim()
    if (!parse(profileUpdateSchema, { [field]: address }, [field])) return
    try {
      const sent = await sendContactCode(channel, address)
      setCountdown(sent.seconds)
      setSentTo(address)
    } catch (error) {
      Toast.show({ content: error instanceof ApiError ? error.message : t('error.submitFailed') })
    }
  }

  const submit = async (values: Values) => {
    const update = toUpdate(user, values)
    if (Object.keys(update).length === 0) {
      Toast.show({ content: t('ui.profile.edit.unchanged') })
      return
    }
    if ('code' in update && !update.code) {
      setMessage('code', 'auth.validation.codeEmpty')
      return
    }
    const parsed = parse(profileUpdateSchema, update)
    if (!parsed) return
    let saved: UserRecord | null = null
    const done = await run(async () => {
      saved = (await updateProfile(parsed)).user
    })
    if (!done || !saved) return
    await storeUser(saved)
    Toast.show({ content: t('account.profile.saved') })
    navigate(ACCOUNT_PATHS.account, { replace: true })
  }

  const contactChanging = pending.email || pending.phone
  return (
    <div className={styles.screen}>
      <Form
        form={form}
        layout="vertical"
        className={styles.form}
        initialValues={{
          nickname: user.nickname || user.userName,
          sex: [user.sex],
          email: user.email,
          phonenumber: user.phonenumber,
          code: '',
        }}
        onValuesChange={watch}
        onFinish={submit}
        footer={
          <>
            {alert ? (
              <p role="alert" className={styles.alert}>
                {alert}
              </p>
            ) : null}
            <Button block type="submit" color="primary" shape="rounded" size="large" loading={busy}>
              {t('ui.profile.edit.save')}
            </Button>
          </>
        }
      >
        <Form.Item name="nickname" label={t('ui.profile.field.nickname')}>
          <Input
            placeholder={t('ui.profile.edit.nicknamePlaceholder')}
            maxLength={30}
            clearable
            autoComplete="nickname"
          />
        </Form.Item>
        <Form.Item name="sex" label={t('ui.profile.field.sex')}>
          <Selector columns={3} options={SEXES.map((s) => ({ value: s, label: t(`ui.profile.sex.${s}`) }))} />
        </Form.Item>
        <Form.Item name="email" label={t('ui.profile.field.email')} disabled={pending.phone}>
          <Input type="email" inputMode="email" autoComplete="email" clearable />
        </Form.Item>
        <Form.Item name="phonenumber" label={t('ui.profile.field.phone')} disabled={pending.email}>
          <Input type="tel" inputMode="tel" autoComplete="tel" clearable />
        </Form.Item>
        {contactChanging ? (
          <Form.Item
            name="code"
            label={t('ui.account.field.code')}
            description={sentTo ? t('ui.profile.edit.codeFor', { address: sentTo }) : t('ui.profile.edit.codeHint')}
            extra={
              <Button
                size="small"
                shape="rounded"
                color="primary"
                fill="outline"
                disabled={countdown > 0}
                onClick={sendCode}
              >
                {countdown > 0 ? t('ui.account.code.resend', { seconds: countdown }) : t('ui.account.code.send')}
              </Button>
            }
          >
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('ui.account.field.codePlaceholder')}
              maxLength={4}
            />
          </Form.Item>
        ) : null}
      </Form>
    </div>
  )
}
