import { type DehydratedState, HydrationBoundary, type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConfigProvider } from 'antd-mobile'
import enUS from 'antd-mobile/es/locales/en-US'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import { type ReactNode, useEffect, useState } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { createQueryClient, forgetViewerData, readServerQueryState } from '../shared/api/query-client.ts'
import { i18n } from '../shared/i18n/i18n.ts'
import { forgetSavedQueries, localBackend } from '../shared/offline/index.ts'
import { sessionEvents } from '../shared/session/app-session.ts'

function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation()
  return <ConfigProvider locale={instance.language === 'zh-Hans-CN' ? zhCN : enUS}>{children}</ConfigProvider>
}

/**
 * Sign-in, sign-out and a new visitor session change whose data the cache holds: it forgets it then, with the copies
 * saved on the phone for offline use.
 */
function useForgetOnViewerChange(client: QueryClient) {
  useEffect(() => {
    let pending = false
    // one sign-out announces itself more than once in a row; forget once
    const forget = () => {
      if (pending) return
      pending = true
      forgetSavedQueries(localBackend())
      queueMicrotask(() => {
        pending = false
        void forgetViewerData(client)
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

export interface AppProvidersProps {
  children: ReactNode
  /** The cache to use (tests, a server render); a new one by default. */
  queryClient?: QueryClient
  /** Answers a server render already fetched (default: the page's `window.__MAPLENEST_QUERY_STATE__`). */
  dehydratedState?: DehydratedState
}

/** The data cache, translations and the antd-mobile locale around the whole app. */
export function AppProviders({ children, queryClient, dehydratedState }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  const [serverState] = useState(() => dehydratedState ?? readServerQueryState())
  useForgetOnViewerChange(client)
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
