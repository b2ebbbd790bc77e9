import { useTranslation } from 'react-i18next'
import { MyDemandsScreen } from '../../features/rentals/index.ts'

/** /pages/univ/my-demands: the student's rental demands and agents' requests to contact them. */
export default function MyDemandsPage() {
  const { t } = useTranslation()
  return <MyDemandsScreen title={t('route.my-demands')} />
}
