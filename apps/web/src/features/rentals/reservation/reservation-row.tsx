import type { Reservation } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { reserveDetailPath } from '../rental-paths.ts'
import styles from '../rentals.module.css'
import { ReservationStatusBadge } from './reservation-status-badge.tsx'
import { useReservationText } from './use-reservation-text.ts'

/** One reservation in a list: the home, the stay, the status, the viewing; agents' rows name the student. */
export function ReservationRow({ reservation, agentView }: { reservation: Reservation; agentView: boolean }) {
  const { t } = useTranslation()
  const text = useReservationText()
  const viewing = text.viewing(reservation)
  return (
    <Link to={reserveDetailPath(reservation.id)} className={styles.row}>
      {reservation.listing.photo ? (
        <img className={styles.rowPhoto} src={reservation.listing.photo} alt="" loading="lazy" />
      ) : (
        <span className={styles.rowPhoto} aria-hidden="true" />
      )}
      <span className={styles.rowBody}>
        <span className={styles.rowHead}>
          <span className={styles.rowTitle}>{text.address(reservation)}</span>
          <ReservationStatusBadge status={reservation.status} />
        </span>
        <span className={styles.rowMeta}>{text.stay(reservation)}</span>
        {agentView ? (
          <span className={styles.rowMeta}>{t('ui.rentals.reservation.student', { name: reservation.name })}</span>
        ) : null}
        {viewing ? <span className={styles.rowMeta}>{viewing}</span> : null}
      </span>
    </Link>
  )
}
