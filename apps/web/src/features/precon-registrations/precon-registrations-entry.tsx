import { PRECON_REGISTRATIONS_INCOMING_PATH, PRECON_REGISTRATIONS_PATH } from '@maplenest/core'
import { List } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import styles from './precon-registrations.module.css'

/** A tower crane over a building: pre-construction. */
function PreconIcon({ size = 22 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path
        d="M4 21h16M6 21V10h6v11M9 13h0M9 16h0M14 21v-6h4v6M3 5h14l-3 3M8 5V3M17 5v5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * Account's way into the pre-construction registrations: the buyer's own, and for an agent or an administrator the
 * enquiries they receive.
 */
export function PreconRegistrationsEntry({ receives }: { receives: boolean }) {
  const { t } = useTranslation()
  return (
    <List mode="card" className={styles.entry}>
      <Link to={PRECON_REGISTRATIONS_PATH} className={styles.entryLink}>
        <List.Item prefix={<PreconIcon />} arrowIcon>
          {t('ui.preconRegistration.entry')}
        </List.Item>
      </Link>
      {receives ? (
        <Link to={PRECON_REGISTRATIONS_INCOMING_PATH} className={styles.entryLink}>
          <List.Item prefix={<PreconIcon />} arrowIcon>
            {t('ui.preconRegistration.entryIncoming')}
          </List.Item>
        </Link>
      ) : null}
    </List>
  )
}
