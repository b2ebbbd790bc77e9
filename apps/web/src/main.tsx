import './app/global.css'
import { onlineManager } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { isAgentSubdomain } from './app/agent-host.ts'
import { setUpAntdRender } from './app/antd-render.ts'
import { PRODUCT_DOMAINS, ROUTER_BASENAME } from './app/app-env.ts'
import { AppProviders } from './app/providers.tsx'
import { registerServiceWorker } from './app/register-service-worker.ts'
import { createAppRoutes } from './app/router.tsx'
import { startAgentApp } from './features/agent-apps/index.ts'
import { setCurrentPathReader, setNavigator } from './shared/api/navigation.ts'
import { createQueryClient } from './shared/api/query-client.ts'
import { applyLocale, chooseLocale, localeFromLink, resolveInitialLocale } from './shared/i18n/i18n.ts'
import { keepSavedQueries, localBackend, restoreSavedQueries } from './shared/offline/index.ts'
import { captureInstallPrompt, watchNetwork, watchUnsavedInput } from './shared/pwa/index.ts'
import { startSession } from './shared/session/app-session.ts'

setUpAntdRender()
// Before the browser fires them: the install prompt is kept for the install page, the connection and forms followed.
captureInstallPrompt()
watchNetwork()
watchUnsavedInput()

const forceEnglish = isAgentSubdomain(window.location.hostname, PRODUCT_DOMAINS)
const linkLocale = forceEnglish ? null : localeFromLink(window.location.search)
// A link that names a language is the person's choice and is remembered; otherwise the start-up rule of spec §1.
if (linkLocale) chooseLocale(linkLocale)
else {
  applyLocale(
    resolveInitialLocale({
      search: window.location.search,
      storage: window.localStorage,
      deviceLanguage: navigator.language,
      forceEnglish,
    }),
  )
}

const router = createBrowserRouter(createAppRoutes(), { basename: ROUTER_BASENAME })
// The API client and the session move the router (sign-in redirects, relaunch after a visitor login).
setNavigator((path, options) => void router.navigate(path, options))
// A relaunch after a visitor login goes where the person is headed, not back from a screen still loading.
setCurrentPathReader(() => {
  const { location, navigation } = router.state
  const here = navigation.location ?? location
  // the router's locations carry its base path; navigate() adds it again
  const path = here.pathname.startsWith(`${ROUTER_BASENAME}/`)
    ? here.pathname.slice(ROUTER_BASENAME.length)
    : here.pathname
  return `${path || '/'}${here.search}`
})
// Spec §4: every start checks the stored session, or signs in a visitor.
void startSession()
// Spec §1: the agent app of this host or link, its brand and the person's attribution to its agent.
startAgentApp(PRODUCT_DOMAINS)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// What was opened before opens again without a connection: the saved answers are in the cache before the first
// screen draws, and the cache knows at once when the phone starts offline (it would otherwise try and fail).
const queryClient = createQueryClient()
onlineManager.setOnline(navigator.onLine)
restoreSavedQueries(queryClient, localBackend(), Date.now())
keepSavedQueries(queryClient, localBackend())

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)

registerServiceWorker()
