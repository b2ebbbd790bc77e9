import { useTranslation } from 'react-i18next'
import { BrowseHistoryScreen } from '../../../features/listings/index.ts'

/** /pages/my/browse/browse-list (and browsed): the signed-in person's browsing history. */
export default function BrowseListPage() {
  const { t } = useTranslation()
  return <BrowseHistoryScreen title={t('route.browse-list')} />
}
