import { useTranslation } from 'react-i18next'
import { SearchScreen } from '../../features/listings/index.ts'

/** /pages/search/search: find a listing by address, MLS® number, street or neighbourhood, or a place nearby. */
export default function SearchPage() {
  const { t } = useTranslation()
  return <SearchScreen title={t('route.search')} />
}
