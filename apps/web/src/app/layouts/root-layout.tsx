import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router'
import { FavouriteHearts } from '../../features/favourites/index.ts'
import { ShowingBooking } from '../../features/showings/index.ts'
import { logPage } from '../../shared/agent-app/log-usage.ts'
import { chooseLocale, currentLocale, localeFromLink } from '../../shared/i18n/i18n.ts'
import { onUnauthorizedSubdomain, UNAUTHORIZED_SUBDOMAIN_REASON } from '../../shared/ui/not-found-signal.ts'
import { isAgentSubdomain } from '../agent-host.ts'
import { PRODUCT_DOMAINS } from '../app-env.ts'
import { NOT_FOUND_PATH } from '../route-table.ts'
import { NavigationProgress } from './navigation-progress.tsx'
import styles from './root-layout.module.css'

/**
 * Wraps every screen: skip link, navigation progress, scroll restoration, the 404 signal, `?language=`, and the
 * favourites' heart and the showings' booking in the slots that cards and detail screens leave for them.
 */
export function RootLayout() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()

  // Spec §3 app log: the page opened (only with a user id; logPage skips the same page twice in a row).
  useEffect(() => {
    logPage(pathname)
  }, [pathname])

  useEffect(
    () =>
      onUnauthorizedSubdomain(() =>
        // The reason rides in the query too: a relaunch after a visitor login keeps the query, not the state.
        navigate(`${NOT_FOUND_PATH}?reason=${UNAUTHORIZED_SUBDOMAIN_REASON}`, {
          replace: true,
          state: { reason: UNAUTHORIZED_SUBDOMAIN_REASON },
        }),
      ),
    [navigate],
  )

  useEffect(() => {
    const locale = localeFromLink(search)
    if (!locale || locale === currentLocale() || isAgentSubdomain(window.location.hostname, PRODUCT_DOMAINS)) return
    chooseLocale(locale)
  }, [search])

  return (
    <>
      <a className={styles.skip} href="#main">
        {t('ui.shell.skipToContent')}
      </a>
      <NavigationProgress />
      <FavouriteHearts>
        <ShowingBooking>
          <Outlet />
        </ShowingBooking>
      </FavouriteHearts>
      <ScrollRestoration />
    </>
  )
}
