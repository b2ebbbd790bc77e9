import { useTranslation } from 'react-i18next'
import { NoticesScreen } from '../../../features/notices/index.ts'

/** /pages/my/notices/notices: the notification centre (the spec's notifyNum counts its unread notices). */
export default function NoticesPage() {
  const { t } = useTranslation()
  return <NoticesScreen title={t('route.notices')} />
}
