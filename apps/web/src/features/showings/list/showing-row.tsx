import type { Showing } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { apptDetailPath } from '../showing-paths.ts'
import { ShowingStatusBadge } from '../showing-status-badge.tsx'
import styles from '../showings.module.css'
import { useShowingText } from '../use-showing-text.ts'

/**
 * One showing in a list: the home's photo and address, the time on the listing's clock, the status, and what
 * happened to the listing when it changed. The agent's rows name the buyer, mark overlapping requests and the
 * visits whose outcome is still to record.
 */
export function ShowingRow({ showing, agentView }: { showing: Showing; agentView: boolean }) {
  const { t } = useTranslation()
  const text = useShowingText()
  const address = text.address(showing)
  const change = text.change(showing)
  return (
    <Link to={apptDetailPath(showing.id)} className={styles.row}>
      {showing.listing.photo ? (
        <img className={styles.rowPhoto} src={showing.listing.photo} alt="" loading="lazy" />
      ) : (
        <span className={styles.rowPhoto} aria-hidden="true" />
      )}
      <span className={styles.rowBody}>
        <span className={styles.rowHead}>
          <span className={styles.rowTime}>
            <span className={styles.rowDay}>{text.day(showing)}</span>
            <span className={styles.zone}>
              {text.clock(showing)} {text.zone(showing)}
            </span>
          </span>
          <ShowingStatusBadge showing={showing} />
        </span>
        <span className={styles.rowAddress}>{address}</span>
        {agentView ? (
          <span className={styles.rowMeta}>{t('ui.showings.list.customer', { name: showing.name })}</span>
        ) : null}
        {agentView && showing.overlaps.length > 0 ? (
          <span className={styles.rowMeta}>{t('ui.showings.list.overlap')}</span>
        ) : null}
        {agentView && showing.status === 'Pending' && showing.actions.handle ? (
          <span className={styles.flag}>{t('ui.showings.list.recordOutcome')}</span>
        ) : null}
        {change ? <span className={styles.flag}>{change}</span> : null}
      </span>
    </Link>
  )
}
