import { useTranslation } from 'react-i18next'
import { ContractDetailScreen } from '../../../features/contracts/index.ts'

/** /pages/my/contract/contract-detail?id=: one lease contract with its PDF. */
export default function ContractDetailPage() {
  const { t } = useTranslation()
  return <ContractDetailScreen title={t('route.contract-detail')} />
}
