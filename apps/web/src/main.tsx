import './app/global.css'
import {
  APP_ROOT_ID,
  formatDateTime,
  formatListingDate,
  type Locale,
  SERVER_LOCALE_ATTRIBUTE,
  TAKEN_OVER_EVENT,
} from '@maplenest/core'
import { onlineManager } from '@tanstack/react-query'
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { setUpAntdRender } from './app/antd-render.ts'
import { PRODUCT_DOMAINS, ROUTER_BASENAME } from './app/app-env.ts'
import { nextTask } from './app/next-task.ts'
import { AppProviders } from './app/providers.tsx'
import { registerServiceWorker } from './app/register-service-worker.ts'
import { createAppRoutes } from './app/router.tsx'
import { loadMatchedRoutes } from './app/server/load-matched-routes.ts'
import { runScreenScriptsInTasks } from './app/server/run-screen-scripts.ts'
import { startAgentApp } from './features/agent-apps/index.ts'
import { agentDefaultLanguage } from './shared/agent-app/agent-app-language.ts'
import { setCurrentPathReader, setNavigator } from './shared/api/navigation.ts'
import { createQueryClient } from './shared/api/query-client.ts'
import { markTakingOverDrawnScreen } from './shared/first-screen/taken-over-screen.ts'
import { loadBrowserCatalogue, loadBrowserCatalogueLater } from './shared/i18n/catalogues.ts'
import {
  applyLocale,
  chooseLocale,
  keepLocaleCookie,
  localeFromLink,
  ownChoice,
  resolveInitialLocale,
  setCatalogueLoader,
} from './shared/i18n/i18n.ts'
import { keepSavedQueries, localBackend, restoreSavedQueries, saveQueries } from './shared/offline/index.ts'
import { captureInstallPrompt, watchNetwork, watchUnsavedInput } from './shared/pwa/index.ts'
import { session, startSession } from './shared/session/app-session.ts'
import { loadAnimatedKitWhenIdle } from './shared/ui/overlays.ts'

setUpAntdRender()
// Before the browser fires them: the install prompt is kept for the install page, the connection and forms followed.
captureInstallPrompt()
watchNetwork()
watchUnsavedInput()
setCatalogueLoader(loadBrowserCatalogue, loadBrowserCatalogueLater)

const container = document.getElementById(APP_ROOT_ID)
if (!container) throw new Error('index.html has no #root element')
/** The language the server drew this page's first screen in, if it drew one. */
const drawnIn = container.getAttribute(SERVER_LOCALE_ATTRIBUTE) as Locale | null

// Decision 0133: a link that names a language is the person's choice and is remembered; else their own earlier
// choice on this address; else, in an agent's app, the agent's default language; else English.
const linkLocale = localeFromLink(window.location.search)
const choice = ownChoice(window.localStorage, navigator.language)
const locale: Locale = resolveInitialLocale({
  search: window.location.search,
  storage: window.localStorage,
  deviceLanguage: navigator.language,
  agentDefault: agentDefaultLanguage(window.location, PRODUCT_DOMAINS),
})
const languageReady = linkLocale ? chooseLocale(linkLocale) : applyLocale(locale)
if (!linkLocale) keepLocaleCookie(choice)

const routes = createAppRoutes()

/** Dispatches TAKEN_OVER_EVENT once the app runs the screen; the boot script then gives back the taps it held. */
function TakenOver({ children }: { children: ReactNode }) {
  useEffect(() => {
    // once the session has settled who this is, and a task later: the screen first re-draws with what this browser
    // knows (its session, its clock) over what the server drew, so a tap given back acts as the person would expect
    let timer: ReturnType<typeof setTimeout> | undefined
    let live = true
    void session.settled().then(() => {
      if (live) timer = setTimeout(() => document.dispatchEvent(new Event(TAKEN_OVER_EVENT)), 0)
    })
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [])
  return children
}

async function start(): Promise<void> {
  // The screen the server drew is taken over as it is (hydrated) when the app would draw the same: the same
  // language, and its screen's code at hand. Otherwise the app draws the page itself.
  const hydrate = drawnIn === locale
  if (hydrate) {
    markTakingOverDrawnScreen()
    await runScreenScriptsInTasks()
  }
  await Promise.all([languageReady, hydrate ? loadMatchedRoutes(routes, window.location, ROUTER_BASENAME) : null])
  // the screen's code has just run; the router starts in a task of its own
  await nextTask()

  const router = createBrowserRouter(routes, { basename: ROUTER_BASENAME })
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
  // Spec §4: every start checks the stored session, or signs in a visitor (in a task of its own).
  await nextTask()
  void startSession()
  // Spec §1: the agent app of this host or link, its brand and the person's attribution to its agent.
  await nextTask()
  startAgentApp(PRODUCT_DOMAINS)
  await nextTask()

  // What was opened before opens again without a connection: the saved answers are in the cache before the first
  // screen draws, and the cache knows at once when the phone starts offline (it would otherwise try and fail). A
  // screen the server drew is taken over from the server's answers alone — a saved copy may be older or someone's
  // own and would draw something else — and the saved answers join once the app has taken it over.
  const queryClient = createQueryClient()
  onlineManager.setOnline(navigator.onLine)
  const restore = () => restoreSavedQueries(queryClient, localBackend(), Date.now())
  if (hydrate) {
    document.addEventListener(
      TAKEN_OVER_EVENT,
      () => {
        restore()
        // the server's answers are kept like fetched ones, so the screen opens again offline
        saveQueries(queryClient, localBackend(), Date.now())
      },
      { once: true },
    )
  } else restore()
  keepSavedQueries(queryClient, localBackend())
  // the UI kit's toasts, dialogs and spinner come once the first screen works, before the first is shown
  document.addEventListener(TAKEN_OVER_EVENT, loadAnimatedKitWhenIdle, { once: true })

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <TakenOver>
          <RouterProvider router={router} />
        </TakenOver>
      </AppProviders>
    </StrictMode>
  )
  // The first date formatters of a language load its calendar and time-zone rules, the costliest single steps of
  // drawing a screen with dates: made in tasks of their own (the calendar dates, then the moments in this phone's
  // time zone), before the takeover's own tasks.
  await nextTask()
  formatListingDate(new Date(), locale)
  await nextTask()
  formatDateTime(new Date(), locale)
  await nextTask()
  // Taken over in slices (a transition), so the page answers a tap while the app takes over the screen.
  if (hydrate) startTransition(() => void hydrateRoot(container as HTMLElement, app))
  else createRoot(container as HTMLElement).render(app)

  registerServiceWorker()
}

void start()
