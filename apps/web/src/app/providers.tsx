import { type DehydratedState, HydrationBoundary, type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConfigProvider } from 'antd-mobile'
import enUS from 'antd-mobile/es/locales/en-US'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import { type ReactNode, useEffect, useState } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { createQueryClient, forgetViewerData, readServerQueryState } from '../shared/api/query-client.ts'
import { i18n } from '../shared/i18n/i18n.ts'
import { forgetSavedQueries, localBackend } from '../shared/offline/index.ts'
import { sessionEvents, sessionStore } from '../shared/session/app-session.ts'
import { storage } from '../shared/storage/storage.ts'

function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation()
  return <ConfigProvider locale={instance.language === 'zh-Hans-CN' ? zhCN : enUS}>{children}</ConfigProvider>
}

/** Whose answers the cache holds: a signed-in person, a visitor (by id), or nobody yet (answers anyone may see). */
function viewerNow(): string {
  const { status, user } = sessionStore.getState()
  if (status === 'user') return `user:${user?.userId ?? ''}`
  if (status === 'visitor') return `visitor:${storage.get('tourist_information')?.userId ?? ''}`
  return 'nobody'
}

/**
 * Sign-in, sign-out and a new visitor session change whose data the cache holds: it forgets it then, with the copies
 * saved on the phone for offline use. The first visitor session of a browser is the exception for the cache in
 * memory: until then it holds only what the server drew the page from, which every visitor may see, so a first visit
 * keeps its screen instead of drawing it again.
 */
function useForgetOnViewerChange(client: QueryClient) {
  useEffect(() => {
    let held = viewerNow()
    let pending = false
    // one sign-out announces itself more than once in a row; forget once
    const forget = () => {
      if (pending) return
      pending = true
      forgetSavedQueries(localBackend())
      queueMicrotask(() => {
        pending = false
        const now = viewerNow()
        const firstVisitor = held === 'nobody' && now.startsWith('visitor:')
        held = now
        if (!firstVisitor) void forgetViewerData(client)
      })
    }
    const offs = [
      sessionEvents.on('login', forget),
      sessionEvents.on('listenerLoginOut', forget),
      sessionEvents.on('touristLogin', forget),
    ]
    return () => {
      for (const off of offs) off()
    }
  }, [client])
}

/**
 * The server draws a page as an anonymous visitor sees it; a signed-in person's browser asks again for what the
 * page was drawn from (their sold prices, their history), keeping it on screen meanwhile.
 */
function useRefreshServerAnswersForUser(client: QueryClient, state: DehydratedState | undefined) {
  useEffect(() => {
    if (!state || sessionStore.getState().status !== 'user') return
    for (const query of state.queries) void client.invalidateQueries({ queryKey: query.queryKey, exact: true })
  }, [client, state])
}

export interface AppProvidersProps {
  children: ReactNode
  /** The cache to use (tests, a server render); a new one by default. */
  queryClient?: QueryClient
  /** Answers a server render already fetched (default: the ones the server wrote into the page). */
  dehydratedState?: DehydratedState
}

/** The data cache, translations and the antd-mobile locale around the whole app. */
export function AppProviders({ children, queryClient, dehydratedState }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  const [serverState] = useState(() => dehydratedState ?? readServerQueryState())
  useForgetOnViewerChange(client)
  useRefreshServerAnswersForUser(client, serverState)
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={serverState}>
        <I18nextProvider i18n={i18n}>
          <AntdLocale>{children}</AntdLocale>
        </I18nextProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  )
}
