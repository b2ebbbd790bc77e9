import { RECORD_RETENTION_YEARS } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import styles from '../account.module.css'
import { ACCOUNT_PATHS } from '../account-paths.ts'

/** /pages/my/info/account-remind: what cancelling deletes at once, what is kept and for how long, and re-registering. */
export function CancelNotice() {
  const { t } = useTranslation()
  const years = RECORD_RETENTION_YEARS
  return (
    <div className={styles.screen}>
      <article className={styles.notice} aria-labelledby="remind-heading">
        <h2 id="remind-heading">{t('ui.profile.remind.heading')}</h2>
        <p>{t('ui.profile.remind.intro')}</p>
        <h3>{t('ui.profile.remind.nowHeading')}</h3>
        <ul>
          <li>{t('ui.profile.remind.now.signOut')}</li>
          <li>{t('ui.profile.remind.now.profile')}</li>
          <li>{t('ui.profile.remind.now.photo')}</li>
        </ul>
        <h3>{t('ui.profile.remind.keptHeading', { years })}</h3>
        <ul>
          <li>{t('ui.profile.remind.kept.records')}</li>
          <li>{t('ui.profile.remind.kept.purge', { years })}</li>
        </ul>
        <h3>{t('ui.profile.remind.againHeading')}</h3>
        <p>{t('ui.profile.remind.again')}</p>
      </article>
      <div className={styles.actions}>
        <Link to={ACCOUNT_PATHS.applyFor} className={styles.primary}>
          {t('ui.profile.remind.continue')}
        </Link>
      </div>
    </div>
  )
}
