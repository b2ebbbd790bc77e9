import { useTranslation } from 'react-i18next'
import { ListingMapScreen } from '../../features/map/index.ts'

/** /pages/map/map: the Map tab. `?share=<id>` opens a shared selection for anyone. */
export default function MapPage() {
  const { t } = useTranslation()
  return <ListingMapScreen title={t('route.map')} tab />
}
