import { useTranslation } from 'react-i18next'
import { MyApptScreen } from '../../../features/showings/index.ts'

/** /pages/my/appt/my-appt?tab=&side=: the person's showings by status; agents also see the requests they handle. */
export default function MyApptPage() {
  const { t } = useTranslation()
  return <MyApptScreen title={t('route.my-appt')} />
}
