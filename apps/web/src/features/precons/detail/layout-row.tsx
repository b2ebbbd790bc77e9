import type { PreconsDetail } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { layoutPath, usePreconsFormat } from '../../../entities/project/index.ts'
import { useFavouriteSlot } from '../../../shared/ui/favourite-slot.ts'
import styles from '../precons.module.css'

type Layout = PreconsDetail['layoutGroups'][number]['layouts'][number]

/** One floor plan: its plan, rooms, size and price as a link, and the heart beside the link (read-only on shares). */
export function LayoutRow({ layout, share }: { layout: Layout; share?: boolean }) {
  const { t } = useTranslation()
  const f = usePreconsFormat()
  const heart = useFavouriteSlot(share ? null : { type: 'layout', id: layout.id, name: layout.name }, 'card')
  return (
    <li className={styles.layoutItem}>
      <Link to={layoutPath(layout.id, share)} className={styles.layoutRow}>
        <img src={layout.plan} alt="" loading="lazy" />
        <span className={styles.layoutText}>
          <span className={styles.layoutName}>{layout.name}</span>
          <span className={styles.line}>
            {[
              f.beds(layout.beds, layout.den),
              t('ui.precons.layouts.baths', { count: layout.baths }),
              t('ui.precons.layouts.size', { sqft: f.number(layout.sqft) }),
              layout.exposure ? f.exposure(layout.exposure) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
        <span className={styles.layoutPrice}>
          {f.dollars(layout.price)}
          {layout.available ? null : <span className={styles.soldOut}>{t('ui.precons.layouts.soldOut')}</span>}
        </span>
      </Link>
      {heart}
    </li>
  )
}
