import type { PreconsDetail } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { layoutPath, usePreconsFormat } from '../../../entities/project/index.ts'
import { SectionCard } from '../../../shared/ui/section-card.tsx'
import styles from '../precons.module.css'

/** Floor plans grouped by bedrooms (studio first), each linking to its own page. */
export function LayoutGroups({ groups, share }: { groups: PreconsDetail['layoutGroups']; share?: boolean }) {
  const { t } = useTranslation()
  const f = usePreconsFormat()
  return (
    <SectionCard title={t('ui.precons.layouts.title')} titleId="precons-layouts">
      {groups.length === 0 ? <p className={styles.muted}>{t('ui.precons.layouts.empty')}</p> : null}
      {groups.map((group) => (
        <div key={group.beds}>
          <h4 className={styles.subTitle}>
            {t('ui.precons.layouts.group', { beds: f.beds(group.beds), count: group.layouts.length })}
          </h4>
          <ul className={styles.layoutList}>
            {group.layouts.map((layout) => (
              <li key={layout.id}>
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
                    {layout.available ? null : (
                      <span className={styles.soldOut}>{t('ui.precons.layouts.soldOut')}</span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </SectionCard>
  )
}
