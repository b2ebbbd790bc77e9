import { useTranslation } from 'react-i18next'
import { ContractListScreen } from '../../../features/contracts/index.ts'

/** /pages/my/contract/contract-list: the person's lease contracts (an agent's: those issued). */
export default function ContractListPage() {
  const { t } = useTranslation()
  return <ContractListScreen title={t('route.contract-list')} />
}
