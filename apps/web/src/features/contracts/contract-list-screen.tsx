import { useQueryClient } from '@tanstack/react-query'
import { Button, PullToRefresh } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSessionUser } from '../../shared/session/index.ts'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { LoadState } from '../../shared/ui/load-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import { Page } from '../../shared/ui/page.tsx'
import { PagedList } from '../../shared/ui/paged-list.tsx'
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
  const client = useQueryClient()
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
      <PullToRefresh
        onRefresh={() => client.refetchQueries({ queryKey: [...CONTRACTS_KEY, 'list'] })}
        pullingText={t('contract.pull.pulling')}
        canReleaseText={t('contract.pull.canRelease')}
        refreshingText={t('contract.pull.refreshing')}
        completeText={t('contract.pull.complete')}
      >
        <LoadState
          query={paged}
          loading={<PageLoading />}
          failed={{ title: t('contract.list.failed'), retry: t('contract.list.retry') }}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title={t('contract.empty')} description={t('contract.emptyHint')} />}
        >
          {(data) => (
            <PagedList
              paged={paged}
              texts={{
                loadingMore: t('contract.list.more'),
                end: t('contract.list.end'),
                loadMoreFailed: t('contract.list.failed'),
                retry: t('contract.list.retry'),
              }}
            >
              <ul className={styles.list}>
                {data.items.map((contract) => (
                  <li key={contract.id}>
                    <ContractRow contract={contract} now={today} />
                  </li>
                ))}
              </ul>
            </PagedList>
          )}
        </LoadState>
      </PullToRefresh>
      {isAgent ? <IssueContractSheet open={issuing} onClose={() => setIssuing(false)} /> : null}
    </Page>
  )
}
