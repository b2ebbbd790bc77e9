import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { toLoginPath } from '../../../shared/session/return-path.ts'
import { BrandMark } from '../../../shared/ui/brand-mark.tsx'
import styles from './account.module.css'

/** What a visitor sees at the top of the Account tab: what signing in gives, and the way in. */
export function VisitorCard() {
  const { t } = useTranslation()
  // signing in from here comes back here, to the Account tab with the person's own menu
  const { pathname, search } = useLocation()
  return (
    <section className={styles.visitor} aria-labelledby="visitor-heading">
      <BrandMark size={56} />
      <h2 id="visitor-heading" className={styles.visitorHeading}>
        {t('ui.account.my.visitorHeading')}
      </h2>
      <p className={styles.visitorText}>{t('ui.account.my.visitorText')}</p>
      <Link to={toLoginPath(`${pathname}${search}`)} className={styles.signIn}>
        {t('ui.account.my.signIn')}
      </Link>
    </section>
  )
}
