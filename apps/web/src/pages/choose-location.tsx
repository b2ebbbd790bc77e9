import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { LocationPicker } from '../features/map/index.ts'
import { Page } from '../shared/ui/page.tsx'

/** /choose-location (spec system page): pick a point on the map; it goes back to `redirect` as lat and lng. */
export default function ChooseLocationPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  return (
    <Page title={t('route.choose-location')} fullWidth>
      <LocationPicker redirect={params.get('redirect')} />
    </Page>
  )
}
