import { useTranslation } from 'react-i18next'
import { FavouritesScreen } from '../../features/favourites/index.ts'

/** /pages/collect/collect, the Favs tab: the signed-in person's favourites. */
export default function CollectPage() {
  const { t } = useTranslation()
  return <FavouritesScreen title={t('route.collect')} />
}
