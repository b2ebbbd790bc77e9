import type { QueryKey } from '@tanstack/react-query'
import { Button, Tabs } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import type { Paged } from '../api/paged.ts'
import { useSessionUser } from '../session/index.ts'
import { EmptyState } from '../ui/empty-state.tsx'
import { Page } from '../ui/page.tsx'
import a11y from '../ui/sr-only.module.css'
import { RefreshableList, type RefreshableListTexts } from './refreshable-list.tsx'
import styles from './request-list.module.css'

/** Whose requests a list shows: the person's own, or those they handle as an agent (or administrator). */
export type RequestSide = 'mine' | 'agent'

/** The words of one kind of request, from its feature's catalogue. */
export interface RequestListTexts<Tab extends string> extends RefreshableListTexts {
  /** The two segments' names and the group's name for screen readers. */
  sides: { mine: string; agent: string; legend: string }
  /** The status tabs' name for screen readers, and each tab's title. */
  tabs: { label: string; title: (tab: Tab) => string }
  empty: { title: string; mine: string; agent: string }
  /** Where a person with no requests of their own goes to make one. */
  browse: { label: string; to: string }
}

export interface RequestListScreenProps<T, Tab extends string> {
  title: string
  /** The status tabs of the person's own list, and of the list they handle (which may add some). */
  tabs: readonly Tab[]
  agentTabs: readonly Tab[]
  texts: RequestListTexts<Tab>
  /** The list of one side and tab, and the query key pull to refresh fetches again. */
  usePage: (side: RequestSide, tab: Tab) => Paged<T>
  queryKey: (side: RequestSide, tab: Tab) => QueryKey
  /** The rows of the page(s) loaded so far. */
  children: (items: T[], agentView: boolean) => ReactNode
}

const isOneOf = <Tab extends string>(value: string | null, tabs: readonly Tab[]): value is Tab =>
  value !== null && (tabs as readonly string[]).includes(value)

function RequestList<T, Tab extends string>(
  props: Omit<RequestListScreenProps<T, Tab>, 'title' | 'tabs' | 'agentTabs'> & { side: RequestSide; tab: Tab },
) {
  const { side, tab, texts, usePage, queryKey, children } = props
  const navigate = useNavigate()
  const agentView = side === 'agent'
  return (
    <RefreshableList
      paged={usePage(side, tab)}
      queryKey={queryKey(side, tab)}
      texts={texts}
      empty={
        <EmptyState
          title={texts.empty.title}
          description={agentView ? texts.empty.agent : texts.empty.mine}
          action={
            agentView ? undefined : (
              <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(texts.browse.to)}>
                {texts.browse.label}
              </Button>
            )
          }
        />
      }
    >
      {(items) => children(items, agentView)}
    </RefreshableList>
  )
}

/**
 * One screen for every kind of request a person makes and an agent answers (showings, room reservations): the
 * person's own, or — for agents and administrators, who open on them — the ones they handle; status tabs
 * (`?tab=`, `?side=` in the address), pull to refresh, paging, and the empty and failed states.
 */
export function RequestListScreen<T, Tab extends string>(props: RequestListScreenProps<T, Tab>) {
  const { title, tabs: mineTabs, agentTabs, texts } = props
  const user = useSessionUser()
  const [params, setParams] = useSearchParams()
  const handles = user !== null && (user.type === 'agent' || user.type === 'admin' || user.isBroker)
  const side: RequestSide = handles && params.get('side') !== 'mine' ? 'agent' : 'mine'
  const tabs = side === 'agent' ? agentTabs : mineTabs
  const requested = params.get('tab')
  const tab = (isOneOf(requested, tabs) ? requested : tabs[0]) as Tab

  const choose = (next: Record<string, string>) =>
    setParams(
      (p) => {
        const merged = new URLSearchParams(p)
        for (const [key, value] of Object.entries(next)) merged.set(key, value)
        return merged
      },
      { replace: true },
    )

  return (
    <Page title={title}>
      <div className={styles.tabs}>
        {handles ? (
          <fieldset className={styles.roles}>
            <legend className={a11y.srOnly}>{texts.sides.legend}</legend>
            {(['agent', 'mine'] as const).map((key) => (
              <Button
                key={key}
                size="small"
                shape="rounded"
                color={side === key ? 'primary' : 'default'}
                fill={side === key ? 'solid' : 'outline'}
                aria-pressed={side === key}
                onClick={() => choose({ side: key, tab: String(tabs[0]) })}
              >
                {texts.sides[key]}
              </Button>
            ))}
          </fieldset>
        ) : null}
        <nav aria-label={texts.tabs.label}>
          <Tabs activeKey={tab} onChange={(key) => choose({ tab: key })}>
            {tabs.map((key) => (
              <Tabs.Tab key={key} title={texts.tabs.title(key)} />
            ))}
          </Tabs>
        </nav>
      </div>
      <RequestList key={`${side}:${tab}`} {...props} side={side} tab={tab} />
    </Page>
  )
}
