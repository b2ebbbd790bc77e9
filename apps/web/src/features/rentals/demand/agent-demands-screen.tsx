import type { DemandForAgent } from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { isApiError } from '../../../shared/api/api-error.ts'
import { useSessionUser } from '../../../shared/session/index.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { PagedList } from '../../../shared/ui/paged-list.tsx'
import { useRequestContact } from '../api/demand-writes.ts'
import { type AgentDemandFilter, useAgentDemands } from '../api/get-agent-demands.ts'
import { useRentalSchools } from '../api/get-schools.ts'
import { TextField } from '../components/fields.tsx'
import styles from '../rentals.module.css'
import { useSchoolName } from './area-picker.tsx'
import { DemandSummary, Facts } from './demand-summary.tsx'

/** What the agent sees of the student: nothing until the student accepts their request, then the contact details. */
function ContactBlock({ demand }: { demand: DemandForAgent }) {
  const { t } = useTranslation()
  const asking = useRequestContact()
  const ask = async () => {
    try {
      await asking.mutateAsync({ id: demand.id })
      Toast.show({ content: t('rental.api.contactRequested') })
    } catch (error) {
      Toast.show({ content: isApiError(error) && error.msg ? error.msg : t('error.submitFailed'), duration: 3000 })
    }
  }
  const c = demand.contact
  if (c) {
    return (
      <div className={styles.contact}>
        <h4 className={styles.sectionTitle}>{t('ui.rentals.agentDemands.contact')}</h4>
        <Facts
          rows={[
            [t('ui.rentals.form.name'), c.name],
            [
              t('ui.rentals.form.phone'),
              <a key="p" href={`tel:${c.phone}`}>
                {c.phone}
              </a>,
            ],
            [
              t('ui.rentals.form.email'),
              <a key="e" href={`mailto:${c.email}`}>
                {c.email}
              </a>,
            ],
            [t('ui.rentals.form.wechat'), c.wechat],
            [t('ui.rentals.form.roommateName'), c.roommateName],
            [t('ui.rentals.form.education'), c.education ? t(`rental.education.${c.education}`) : null],
            [t('ui.rentals.form.major'), c.major],
            [t('ui.rentals.form.hobbies'), c.hobbies],
            [t('ui.rentals.form.parentWechat'), c.parentWechat],
            [t('ui.rentals.form.parentPhone'), c.parentPhone],
          ]}
        />
        {c.profile ? <p className={styles.paragraph}>{c.profile}</p> : null}
        {c.message ? <p className={styles.paragraph}>{c.message}</p> : null}
      </div>
    )
  }
  if (demand.contactRequest) {
    return <p className={styles.hint}>{t(`ui.rentals.agentDemands.request.${demand.contactRequest.status}`)}</p>
  }
  return (
    <>
      <p className={styles.hint}>{t('ui.rentals.agentDemands.hidden')}</p>
      <Button color="primary" fill="outline" shape="rounded" loading={asking.isPending} onClick={() => void ask()}>
        {t('ui.rentals.agentDemands.ask')}
      </Button>
    </>
  )
}

/**
 * univ/demand-list: for agents, students' rental demands still to come, soonest move-in first, filtered by school,
 * budget at most and move-in from; a student's contact details only once they accepted the agent's request.
 */
export function AgentDemandsScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const user = useSessionUser()
  // the list is the agents': anyone else is told so without asking the server
  if (user && user.type !== 'agent' && !user.isBroker) {
    return (
      <Page title={title}>
        <EmptyState title={t('rental.api.agentsOnly')} />
      </Page>
    )
  }
  return <AgentDemands title={title} />
}

function AgentDemands({ title }: { title: string }) {
  const { t } = useTranslation()
  const id = useId()
  const [params, setParams] = useSearchParams()
  const schools = useRentalSchools()
  const nameOf = useSchoolName()
  const budget = Number(params.get('budgetMax'))
  const filter: AgentDemandFilter = {
    ...(params.get('school') ? { school: params.get('school') as string } : {}),
    ...(Number.isInteger(budget) && budget > 0 ? { budgetMax: budget } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(params.get('moveInFrom') ?? '')
      ? { moveInFrom: params.get('moveInFrom') as string }
      : {}),
  }
  const [budgetText, setBudgetText] = useState(filter.budgetMax ? String(filter.budgetMax) : '')
  const paged = useAgentDemands(filter)
  const choose = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p)
        if (value) next.set(key, value)
        else next.delete(key)
        return next
      },
      { replace: true },
    )

  return (
    <Page title={title}>
      <form
        className={styles.filters}
        aria-label={t('ui.rentals.agentDemands.filters')}
        onSubmit={(e) => {
          e.preventDefault()
          choose('budgetMax', budgetText.replace(/\D/g, ''))
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-school`} className={styles.label}>
            {t('ui.rentals.form.school')}
          </label>
          <select
            id={`${id}-school`}
            className={styles.select}
            value={filter.school ?? ''}
            onChange={(e) => choose('school', e.target.value)}
          >
            <option value="">{t('ui.rentals.agentDemands.anySchool')}</option>
            {(schools.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {nameOf(s, s.id)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id={`${id}-budgetMax`}
          label={t('ui.rentals.agentDemands.budgetMax')}
          inputMode="numeric"
          value={budgetText}
          onChange={setBudgetText}
        />
        <TextField
          id={`${id}-moveInFrom`}
          label={t('ui.rentals.agentDemands.moveInFrom')}
          type="date"
          value={filter.moveInFrom ?? ''}
          onChange={(v) => choose('moveInFrom', v)}
        />
        <Button type="submit" shape="rounded" size="small" className={styles.wide}>
          {t('ui.rentals.agentDemands.apply')}
        </Button>
      </form>
      <LoadState
        query={paged}
        loading={<PageLoading />}
        failed={{ title: t('ui.rentals.agentDemands.failed'), retry: t('ui.rentals.retry') }}
        isNotFound={(e) => isApiError(e) && e.code === 403}
        notFound={<EmptyState title={t('rental.api.agentsOnly')} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            title={t('ui.rentals.agentDemands.emptyTitle')}
            description={t('ui.rentals.agentDemands.emptyText')}
          />
        }
      >
        {(data) => (
          <PagedList
            paged={paged}
            texts={{
              loadingMore: t('ui.rentals.loadingMore'),
              end: t('ui.rentals.end'),
              loadMoreFailed: t('ui.rentals.agentDemands.failed'),
              retry: t('ui.rentals.retry'),
            }}
          >
            <ul className={styles.list}>
              {data.items.map((d) => (
                <li key={d.id}>
                  <article className={styles.card}>
                    <DemandSummary demand={d}>
                      <ContactBlock demand={d} />
                    </DemandSummary>
                  </article>
                </li>
              ))}
            </ul>
          </PagedList>
        )}
      </LoadState>
    </Page>
  )
}
