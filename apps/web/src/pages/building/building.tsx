import { useTranslation } from 'react-i18next'
import { BuildingScreen } from '../../features/buildings/index.ts'
import { VowPrompt } from '../../features/listings/index.ts'

/** /pages/building/building?city=&address=: a condominium building, every unit's listings and its figures by year. */
export default function BuildingPage() {
  const { t } = useTranslation()
  return (
    <BuildingScreen
      title={t('route.building')}
      vowPrompt={(need, onAccepted) => <VowPrompt need={need} onAccepted={onAccepted} layout="block" />}
    />
  )
}
