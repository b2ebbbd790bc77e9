import { Button, Divider } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useSocialConfig } from '../api/get-social-config.ts'
import { startAppleSignIn } from '../apple/apple-sign-in.ts'
import styles from '../auth.module.css'
import { AppleIcon } from './auth-icons.tsx'

/**
 * Sign in with Apple, when the server has it configured: the browser goes to Apple with a state of this tab's and
 * comes back to applewebview, which finishes the sign-in. Facebook's identity token comes only from its native apps,
 * so the web does not offer it; without Apple there is nothing here at all.
 */
export function SocialSignIn() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const apple = useSocialConfig().data?.apple
  if (!apple) return null

  const start = () => {
    const url = startAppleSignIn({
      clientId: apple.clientId,
      redirectUrl: params.get('redirectUrl'),
      origin: window.location.origin,
      state: crypto.randomUUID(),
      now: Date.now(),
    })
    window.location.assign(url)
  }

  return (
    <section className={styles.social} aria-label={t('ui.account.login.other')}>
      <Divider>{t('ui.account.login.other')}</Divider>
      <Button block shape="rounded" className={styles.apple} onClick={start}>
        <span className={styles.socialLabel}>
          <AppleIcon />
          {t('ui.account.social.apple')}
        </span>
      </Button>
    </section>
  )
}
