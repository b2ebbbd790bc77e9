import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { SharedFavouritesScreen } from '../../../features/favourites/index.ts'

/** /pages/collect/share/collect-share?token=…: a public, read-only share of someone's favourites. */
export default function CollectSharePage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  return <SharedFavouritesScreen title={t('route.collect-share')} token={params.get('token')} />
}
