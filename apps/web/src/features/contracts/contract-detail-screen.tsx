import { type Cents, type Contract, type ContractParty, formatCad, formatLeaseDate, type Locale } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { isApiError } from '../../shared/api/api-error.ts'
import { currentLocale } from '../../shared/i18n/i18n.ts'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { FactList } from '../../shared/ui/fact-list.tsx'
import { LoadState } from '../../shared/ui/load-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import { Page } from '../../shared/ui/page.tsx'
import { SectionCard } from '../../shared/ui/section-card.tsx'
import { useContract } from './api/get-contract.ts'
import { ContractPdf } from './contract-pdf.tsx'
import { ContractSigningCard } from './contract-signing-card.tsx'
import styles from './contracts.module.css'
import { EditContractSheet } from './edit-contract-sheet.tsx'
import { LeaseRules } from './lease-rules.tsx'
import { serviceFacts, termFacts, whoPaysFacts } from './lease-terms-facts.ts'

const money = (cents: number | null, locale: Locale, none: string) =>
  cents === null ? none : formatCad(cents as Cents, locale)

/** One person on the lease, once: their name, then their company and how to reach them. */
function Party({ party, note }: { party: ContractParty; note?: string | null }) {
  const contact = [party.orgName, party.phone, party.email].filter(Boolean).join('\n')
  return (
    <>
      <p className={styles.partyName}>{party.name}</p>
      {contact ? <p className={`${styles.meta} ${styles.lines}`}>{contact}</p> : null}
      {note ? <p className={`${styles.meta} ${styles.lines}`}>{note}</p> : null}
    </>
  )
}

/** The agent's free-text info, unless it only repeats the agent's name (it usually starts with it). */
const extraAgentInfo = (c: Contract) =>
  c.agentInfo && !c.agentInfo.toLowerCase().startsWith(c.agent.name.toLowerCase()) ? c.agentInfo : null

function ContractBody({ contract: c }: { contract: Contract }) {
  const { t } = useTranslation()
  const locale = currentLocale()
  const none = t('contract.detail.none')
  const [editing, setEditing] = useState(false)
  const signed = c.signing.status === 'signed'
  return (
    <div className={styles.detail}>
      <header className={styles.detailHead}>
        <h2 className={styles.address}>{c.address}</h2>
        <p className={styles.meta}>{t(`contract.province.${c.province}`)}</p>
      </header>
      <FactList
        title={t('contract.detail.summary')}
        facts={[
          { label: t('contract.field.monthlyRent'), value: money(c.monthlyRentCents, locale, none) },
          { label: t('contract.field.rentDeposit'), value: money(c.rentDepositCents, locale, none) },
          { label: t('contract.field.keyDeposit'), value: money(c.keyDepositCents, locale, none) },
          { label: t('contract.field.uploadDate'), value: formatLeaseDate(c.uploadDate, locale) },
          { label: t('contract.field.endDate'), value: formatLeaseDate(c.endDate, locale) },
        ]}
      />
      <FactList title={t('contract.detail.whoPays')} facts={whoPaysFacts(t, c)} />
      <FactList title={t('contract.detail.terms')} facts={termFacts(t, c, locale)}>
        {c.terms.noticesByEmail ? <p className={styles.meta}>{t('contract.detail.noticesByEmail')}</p> : null}
      </FactList>
      <ContractSigningCard contract={c} />
      {c.role === 'agent' && c.signing.status === 'unsigned' ? (
        <>
          <Button block fill="outline" shape="rounded" onClick={() => setEditing(true)}>
            {t('contract.detail.edit')}
          </Button>
          {editing ? <EditContractSheet contract={c} open={editing} onClose={() => setEditing(false)} /> : null}
        </>
      ) : null}
      <FactList
        title={t('contract.detail.landlord')}
        facts={[{ label: t('contract.field.landlord'), value: c.landlord ?? none }]}
      />
      <FactList
        title={t('contract.detail.services')}
        facts={[
          { label: t('contract.field.concierge'), value: c.concierge ?? none },
          { label: t('contract.field.propertyManagement'), value: c.propertyManagement ?? none },
          { label: t('contract.field.tenantInsurance'), value: c.tenantInsurance ?? none },
          ...serviceFacts(t, c),
        ]}
      />
      {c.role === 'agent' ? (
        <SectionCard title={t('contract.detail.tenant')}>
          <Party party={c.tenant} />
        </SectionCard>
      ) : (
        <SectionCard title={t('contract.detail.agent')}>
          <Party party={c.agent} note={extraAgentInfo(c)} />
        </SectionCard>
      )}
      {c.remarks ? (
        <SectionCard title={t('contract.detail.remarks')}>
          <p className={styles.paragraph}>{c.remarks}</p>
        </SectionCard>
      ) : null}
      <SectionCard title={t('contract.detail.document')}>
        <ContractPdf
          fileUrl={c.fileUrl}
          version={c.signing.signedFileHash ?? c.signing.documentHash}
          fileName={signed ? `lease-${c.endDate}-signed.pdf` : `lease-${c.endDate}.pdf`}
          downloadLabel={signed ? t('contract.sign.download') : undefined}
        />
      </SectionCard>
      <LeaseRules province={c.province} />
    </div>
  )
}

/**
 * my/contract/contract-detail?id=: one lease with what a tenant needs at a glance (rent, deposits, dates, who pays
 * which utility), the standard lease's terms, its signatures and signing, the contacts, the PDF and the province's rules.
 */
export function ContractDetailScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const contract = useContract(id)
  const notFound = <EmptyState title={t('contract.detail.notFound')} />
  if (!id) return <Page title={title}>{notFound}</Page>
  return (
    <Page title={title}>
      <LoadState
        query={contract}
        loading={<PageLoading />}
        failed={{ title: t('contract.detail.failed'), retry: t('contract.list.retry') }}
        // A malformed id is answered 400, someone else's 403: for the reader each is a contract not there.
        isNotFound={(e) => isApiError(e) && [400, 403, 404].includes(e.code)}
        notFound={notFound}
      >
        {(c) => <ContractBody contract={c} />}
      </LoadState>
    </Page>
  )
}
