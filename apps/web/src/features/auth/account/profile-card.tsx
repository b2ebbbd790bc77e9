import { formatPhone, type MessageKey, type UserRecord } from '@maplenest/core'
import { Tag } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import styles from './account.module.css'
import { initialsOf } from './initials.ts'

const PROFILE_PATH = '/pages/my/info/account'

/** Spec §6: agents (brokers) show 'Broker'; everybody else their account type. */
function typeLabel(user: UserRecord): MessageKey {
  if (user.type === 'agent' || user.isBroker) return 'ui.account.type.agent'
  return `ui.account.type.${user.type}`
}

/** The signed-in person: photo or initials, name, e-mail or phone, and a type badge. */
export function ProfileCard({ user }: { user: UserRecord }) {
  const { t } = useTranslation()
  const name = user.nickname || user.userName
  const contact = user.email || (user.phonenumber ? formatPhone(user.phonenumber) : '')
  return (
    // Named by what it shows, so a voice-control user can say the name they see; the purpose is read first.
    <Link to={PROFILE_PATH} className={styles.card}>
      {user.avatar ? (
        <img className={styles.avatar} src={user.avatar} alt="" width={64} height={64} />
      ) : (
        <span className={styles.initials} aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
      <span className={styles.identity}>
        {/* the spaces between the parts keep them apart in the link's name, whatever the styles say */}
        <span className={styles.srOnly}>{`${t('ui.account.my.profile')}:`}</span>{' '}
        <span className={styles.name}>{name}</span> {contact ? <span className={styles.contact}>{contact}</span> : null}{' '}
        <Tag className={styles.badge} color="primary" fill="outline" round>
          {t(typeLabel(user))}
        </Tag>
      </span>
    </Link>
  )
}
