import { useTranslation } from 'react-i18next'
import { AgentDemandsScreen } from '../../features/rentals/index.ts'

/** /pages/univ/demand-list?school=&budgetMax=&moveInFrom=: agents' list of students' rental demands. */
export default function DemandListPage() {
  const { t } = useTranslation()
  return <AgentDemandsScreen title={t('route.demand-list')} />
}
