import type { SocialProvider } from '@maplenest/core'
import { Button, Divider, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { session } from '../../../shared/session/app-session.ts'
import styles from '../auth.module.css'
import { AppleIcon, FacebookIcon } from './auth-icons.tsx'

/**
 * Apple and Facebook sign-in through the social grant. This build carries no provider SDK, so no provider
 * identity is sent; the server refuses an unconfigured or unverified provider and the person is told to use
 * another method (spec §8 'Login failed, try another method').
 */
export function SocialSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation()
  const [pending, setPending] = useState<SocialProvider | null>(null)

  const signIn = async (provider: SocialProvider) => {
    setPending(provider)
    try {
      await session.signIn({ grantType: 'social', openLoginType: provider, openId: '' })
      onSignedIn()
    } catch {
      Toast.show({ content: t('error.loginFailed') })
    } finally {
      setPending(null)
    }
  }

  return (
    <section className={styles.social} aria-label={t('ui.account.login.other')}>
      <Divider>{t('ui.account.login.other')}</Divider>
      <Button
        block
        shape="rounded"
        className={styles.apple}
        loading={pending === 'apple'}
        onClick={() => signIn('apple')}
      >
        <span className={styles.socialLabel}>
          <AppleIcon />
          {t('ui.account.social.apple')}
        </span>
      </Button>
      <Button
        block
        shape="rounded"
        className={styles.facebook}
        loading={pending === 'facebook'}
        onClick={() => signIn('facebook')}
      >
        <span className={styles.socialLabel}>
          <FacebookIcon />
          {t('ui.account.social.facebook')}
        </span>
      </Button>
    </section>
  )
}
