import { Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { session, sessionStore } from '../../shared/session/app-session.ts'
import { rememberAgreement } from './agreement-memory.ts'

/**
 * What every sign-in screen does around the sign-in itself: the page to return to (redirectUrl, else the
 * remembered page, else main), and — spec §2 — a person already signed in when the screen opens goes to main.
 */
export function useFinishSignIn(fallback?: string) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const redirectUrl = params.get('redirectUrl') ?? fallback ?? null
  const [signedInAtOpen] = useState(() => sessionStore.getState().status === 'user')

  const finish = () => {
    // the forms refuse to sign in without the agreement ticked, so reaching here means it was agreed to
    void rememberAgreement()
    Toast.show({ content: t('ui.account.login.success') })
    navigate(session.takeReturnPath(redirectUrl), { replace: true })
  }

  return { redirectUrl, account: params.get('account'), signedInAtOpen, finish }
}
