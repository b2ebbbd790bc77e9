import { type ListingSummary, toBuildingPath } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link, useInRouterContext } from 'react-router'
import styles from './building-link.module.css'

/**
 * "All units at 88 Harbour St" under a condo's building facts: the building screen, every unit's listings and the
 * building's figures by year. Nothing for a house, nor where no router is mounted (a tab drawn on its own).
 */
export function BuildingLink({ listing }: { listing: Pick<ListingSummary, 'city' | 'address' | 'roomType'> }) {
  const { t } = useTranslation()
  const inRouter = useInRouterContext()
  if (!inRouter || listing.roomType !== 'condo') return null
  return (
    <Link className={styles.link} to={toBuildingPath(listing)}>
      {t('ui.building.allUnits', { address: listing.address })}
      <span aria-hidden="true"> ›</span>
    </Link>
  )
}
