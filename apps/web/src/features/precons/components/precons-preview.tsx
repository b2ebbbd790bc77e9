import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { usePreconsSearch } from '../api/precons-api.ts'
import styles from '../precons.module.css'
import { PRECONS_PATHS } from '../precons-paths.ts'
import { PreconsGrid, PreconsGridSkeleton } from './precons-grid.tsx'

export const PRECONS_PREVIEW_LIMIT = 4

/** A few recommended projects for sale with a link to the whole list; the home screen's pre-construction tab. */
export function PreconsPreview() {
  const { t } = useTranslation()
  const search = usePreconsSearch({ status: 'forSale', sort: 'recommend' }, PRECONS_PREVIEW_LIMIT)
  const link = (
    <Link to={PRECONS_PATHS.list} className={styles.seeAll}>
      {t('ui.precons.home.more')}
    </Link>
  )
  if (search.state === 'loading') return <PreconsGridSkeleton label={t('ui.precons.list.loading')} count={2} />
  if (search.state === 'failed') {
    return (
      <EmptyState
        variant="disconnected"
        title={t('ui.precons.list.failedTitle')}
        action={
          <Button color="primary" fill="outline" shape="rounded" onClick={search.retry}>
            {t('ui.precons.list.retry')}
          </Button>
        }
      />
    )
  }
  if (search.items.length === 0) {
    return (
      <EmptyState title={t('ui.precons.home.emptyTitle')} description={t('ui.precons.home.emptyText')} action={link} />
    )
  }
  return (
    <div>
      <PreconsGrid items={search.items.slice(0, PRECONS_PREVIEW_LIMIT)} label={t('ui.precons.home.more')} />
      {link}
    </div>
  )
}
