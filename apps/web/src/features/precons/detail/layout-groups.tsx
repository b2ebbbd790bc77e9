import type { PreconsDetail } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { usePreconsFormat } from '../../../entities/project/index.ts'
import { SectionCard } from '../../../shared/ui/section-card.tsx'
import styles from '../precons.module.css'
import { LayoutRow } from './layout-row.tsx'

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
              <LayoutRow key={layout.id} layout={layout} share={share} />
            ))}
          </ul>
        </div>
      ))}
    </SectionCard>
  )
}
