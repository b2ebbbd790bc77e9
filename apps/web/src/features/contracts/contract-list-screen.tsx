import { Button } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RefreshableList } from '../../shared/requests/refreshable-list.tsx'
import { useSessionUser } from '../../shared/session/index.ts'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { Page } from '../../shared/ui/page.tsx'
import { CONTRACTS_KEY } from './api/contracts-keys.ts'
import { useContracts } from './api/get-contracts.ts'
import { ContractRow } from './contract-row.tsx'
import styles from './contracts.module.css'
import { IssueContractSheet } from './issue-contract-sheet.tsx'

/**
 * my/contract/contract-list: the tenant's leases (an agent's: those issued), newest first, pull to refresh, more on
 * scrolling. Agents issue a new one from here, in a sheet.
 */
export function ContractListScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const paged = useContracts()
  const isAgent = useSessionUser()?.type === 'agent'
  const [issuing, setIssuing] = useState(false)
  const today = new Date()
  const issueButton = isAgent ? (
    <Button color="primary" shape="rounded" onClick={() => setIssuing(true)}>
      {t('contract.list.issue')}
    </Button>
  ) : undefined
  return (
    <Page title={title}>
      {issueButton ? <div className={styles.actions}>{issueButton}</div> : null}
      <RefreshableList
        paged={paged}
        queryKey={[...CONTRACTS_KEY, 'list']}
        texts={{
          pull: {
            pulling: t('contract.pull.pulling'),
            canRelease: t('contract.pull.canRelease'),
            refreshing: t('contract.pull.refreshing'),
            complete: t('contract.pull.complete'),
          },
          paging: {
            loadingMore: t('contract.list.more'),
            end: t('contract.list.end'),
            loadMoreFailed: t('contract.list.failed'),
            retry: t('contract.list.retry'),
          },
          failed: t('contract.list.failed'),
        }}
        empty={<EmptyState title={t('contract.empty')} description={t('contract.emptyHint')} />}
      >
        {(items) => (
          <ul className={styles.list}>
            {items.map((contract) => (
              <li key={contract.id}>
                <ContractRow contract={contract} now={today} />
              </li>
            ))}
          </ul>
        )}
      </RefreshableList>
      {isAgent ? <IssueContractSheet open={issuing} onClose={() => setIssuing(false)} /> : null}
    </Page>
  )
}
