import { useTranslation } from 'react-i18next'
import { PRECONS_PATHS } from '../../../entities/project/index.ts'
import { CardGridSkeleton } from '../../../shared/ui/card-grid-skeleton.tsx'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { SeeAllLink } from '../../../shared/ui/see-all-link.tsx'
import { usePreconsSearch } from '../api/search-precons.ts'
import { PreconsGrid } from './precons-grid.tsx'

const PRECONS_PREVIEW_LIMIT = 4

/** A few recommended projects for sale with a link to the whole list; the home screen's pre-construction tab. */
export function PreconsPreview() {
  const { t } = useTranslation()
  const search = usePreconsSearch({ status: 'forSale', sort: 'recommend' }, PRECONS_PREVIEW_LIMIT)
  const link = <SeeAllLink to={PRECONS_PATHS.list} label={t('ui.precons.home.more')} />
  return (
    <LoadState
      query={search}
      loading={<CardGridSkeleton label={t('ui.precons.list.loading')} count={2} />}
      failed={{ title: t('ui.precons.list.failedTitle'), retry: t('ui.precons.list.retry'), outline: true }}
      isEmpty={(found) => found.items.length === 0}
      empty={
        <EmptyState
          title={t('ui.precons.home.emptyTitle')}
          description={t('ui.precons.home.emptyText')}
          action={link}
        />
      }
    >
      {({ items }) => (
        <div>
          <PreconsGrid items={items.slice(0, PRECONS_PREVIEW_LIMIT)} label={t('ui.precons.home.more')} />
          {link}
        </div>
      )}
    </LoadState>
  )
}
