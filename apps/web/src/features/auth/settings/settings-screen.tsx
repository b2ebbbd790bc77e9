import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSignedIn } from '../../../shared/session/use-session.ts'
import { Page } from '../../../shared/ui/page.tsx'
import { LanguageSettings } from './language-settings.tsx'
import { LogoutButton } from './logout-button.tsx'
import { PriceSettings } from './price-settings.tsx'
import styles from './settings.module.css'

/** Settings: language, prices in yuan, what the page adds (notifications, installing), sign-out, and the app version. */
export function SettingsScreen({ version, extra }: { version: string; extra?: ReactNode }) {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  return (
    <Page title={t('ui.account.setup.title')}>
      <LanguageSettings />
      <PriceSettings />
      {extra}
      {signedIn ? (
        <div className={styles.actions}>
          <LogoutButton />
        </div>
      ) : null}
      <p className={styles.version}>{t('ui.account.setup.version', { version })}</p>
    </Page>
  )
}
