import { useTranslation } from 'react-i18next'
import { IncomingRegistrationsScreen } from '../../../features/precon-registrations/index.ts'

/** /pages/my/precon-registrations/incoming: the pre-construction enquiries an agent (or the admins' queue) receives. */
export default function IncomingPreconRegistrationsPage() {
  const { t } = useTranslation()
  return <IncomingRegistrationsScreen title={t('route.precon-registrations-incoming')} />
}
