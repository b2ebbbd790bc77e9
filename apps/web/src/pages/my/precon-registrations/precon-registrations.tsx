import { useTranslation } from 'react-i18next'
import { MyRegistrationsScreen } from '../../../features/precon-registrations/index.ts'

/** /pages/my/precon-registrations/precon-registrations: the buyer's pre-construction registrations. */
export default function PreconRegistrationsPage() {
  const { t } = useTranslation()
  return <MyRegistrationsScreen title={t('route.precon-registrations')} />
}
