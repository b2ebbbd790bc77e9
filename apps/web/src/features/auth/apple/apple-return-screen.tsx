import { Button, Toast } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { session } from '../../../shared/session/app-session.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { useSocialConfig } from '../api/get-social-config.ts'
import { AUTH_PATHS } from '../auth-paths.ts'
import { readAppleAnswer, takeAppleSignIn } from './apple-sign-in.ts'

type Outcome = 'working' | 'failed' | 'unavailable'

/**
 * my/public/applewebview: where Sign in with Apple comes back. The answer is accepted only with the state this tab
 * sent; its identity token then signs the person in through the server (which verifies it against Apple's keys),
 * and they continue to the page they came from. A refused answer says 'Sign-in failed. Try another method.'; without
 * Apple configured the page says the method is not available here.
 */
export function AppleReturnScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const config = useSocialConfig()
  const [outcome, setOutcome] = useState<Outcome>('working')
  // read once, before anything else can change the address; the token then leaves the address bar and history
  const answer = useRef(readAppleAnswer(window.location.hash, window.location.search))
  const started = useRef(false)

  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname)
  }, [])

  useEffect(() => {
    if (!config.data || started.current) return
    started.current = true
    if (!config.data.apple) {
      setOutcome('unavailable')
      return
    }
    const { state, idToken, error } = answer.current
    const pending = takeAppleSignIn(state, Date.now())
    if (!pending || error || !idToken) {
      setOutcome('failed')
      return
    }
    session
      .signIn({ grantType: 'social', openLoginType: 'apple', openId: '', identityToken: idToken })
      .then(() => {
        Toast.show({ content: t('ui.account.login.success') })
        void navigate(session.takeReturnPath(pending.redirectUrl), { replace: true })
      })
      .catch(() => setOutcome('failed'))
  }, [config.data, navigate, t])

  const toLogin = (
    <Link to={AUTH_PATHS.login} replace>
      <Button color="primary" shape="rounded">
        {t('ui.account.apple.otherWay')}
      </Button>
    </Link>
  )
  return (
    <Page title={t('route.applewebview')}>
      {config.isError ? (
        <EmptyState variant="failed" title={t('error.loginFailed')} action={toLogin} />
      ) : outcome === 'failed' ? (
        <EmptyState
          variant="failed"
          title={t('error.loginFailed')}
          description={t('ui.account.apple.failedText')}
          action={toLogin}
        />
      ) : outcome === 'unavailable' ? (
        <EmptyState
          title={t('ui.account.apple.unavailable')}
          description={t('ui.account.apple.unavailableText')}
          action={toLogin}
        />
      ) : (
        <PageLoading />
      )}
    </Page>
  )
}
