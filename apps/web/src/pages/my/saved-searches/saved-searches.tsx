import { useTranslation } from 'react-i18next'
import { SavedSearchesScreen } from '../../../features/saved-searches/index.ts'

/** /pages/my/saved-searches/saved-searches: the saved searches and their alerts; `?open=<id>` opens one at once. */
export default function SavedSearchesPage() {
  const { t } = useTranslation()
  return <SavedSearchesScreen title={t('route.saved-searches')} />
}
