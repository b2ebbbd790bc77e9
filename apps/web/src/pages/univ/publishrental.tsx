import { useTranslation } from 'react-i18next'
import { DemandFormScreen } from '../../features/rentals/index.ts'

/** /pages/univ/publishrental (?id= to change one): the rental demand form, in steps. */
export default function PublishRentalPage() {
  const { t } = useTranslation()
  return <DemandFormScreen title={t('route.publishrental')} />
}
