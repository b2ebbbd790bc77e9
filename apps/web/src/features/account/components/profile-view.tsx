import { formatPhone, type UserRecord } from '@maplenest/core'
import { List } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import styles from '../account.module.css'
import { ACCOUNT_PATHS } from '../account-paths.ts'
import { UserAvatar } from './user-avatar.tsx'

/** /pages/my/info/account: the profile as others would know it, the ways to change it, and cancellation. */
export function ProfileView({ user }: { user: UserRecord }) {
  const { t } = useTranslation()
  const name = user.nickname || user.userName
  const value = (text: string): ReactNode =>
    text ? (
      <span className={styles.value}>{text}</span>
    ) : (
      <span className={styles.notSet}>{t('ui.profile.notSet')}</span>
    )
  return (
    <div className={styles.screen}>
      <section className={styles.hero} aria-labelledby="profile-name">
        <UserAvatar user={user} size={88} />
        <h2 id="profile-name" className={styles.heroName}>
          {name}
        </h2>
        <Link to={ACCOUNT_PATHS.avatar} className={styles.textLink}>
          {t('ui.profile.account.changePhoto')}
        </Link>
      </section>
      <div className={styles.list}>
        <List mode="card" header={t('ui.profile.account.heading')}>
          <List.Item extra={value(name)}>{t('ui.profile.field.nickname')}</List.Item>
          <List.Item extra={value(t(`ui.profile.sex.${user.sex}`))}>{t('ui.profile.field.sex')}</List.Item>
          <List.Item extra={value(user.phonenumber ? formatPhone(user.phonenumber) : '')}>
            {t('ui.profile.field.phone')}
          </List.Item>
          <List.Item extra={value(user.email)}>{t('ui.profile.field.email')}</List.Item>
        </List>
      </div>
      <div className={styles.actions}>
        <Link to={ACCOUNT_PATHS.edit} className={styles.primary}>
          {t('ui.profile.account.edit')}
        </Link>
      </div>
      <div className={styles.list}>
        <List mode="card" header={t('ui.profile.account.safety')}>
          <Link to={ACCOUNT_PATHS.remind} className={styles.rowLink}>
            <List.Item arrowIcon>
              <span className={styles.danger}>{t('ui.profile.account.cancel')}</span>
            </List.Item>
          </Link>
        </List>
      </div>
    </div>
  )
}
