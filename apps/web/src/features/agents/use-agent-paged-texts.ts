import { useTranslation } from 'react-i18next'
import type { PagedListTexts } from '../../shared/ui/paged-list.tsx'

/** The paged-list footer of the agent and owner-direct lists: the end and a failed next page, no loading line. */
export function useAgentPagedTexts(): PagedListTexts {
  const { t } = useTranslation()
  return {
    loadingMore: '',
    end: t('agent.list.end'),
    loadMoreFailed: t('agent.list.loadFailed'),
    retry: t('agent.list.retry'),
  }
}
