import { useCallback, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { CompareSlots } from '../../features/compare/index.ts'
import { UpdateOffer, useConnectionRelaunch, useStandaloneStart } from '../../features/device/index.ts'
import { FavouriteHearts } from '../../features/favourites/index.ts'
import { LeadQuestionSlots } from '../../features/leads/index.ts'
import { PlacePictures } from '../../features/map/index.ts'
import { PreconRegistrationSlots } from '../../features/precon-registrations/index.ts'
import { RentalControls } from '../../features/rentals/index.ts'
import { SavedSearchSlots } from '../../features/saved-searches/index.ts'
import { ShowingBooking } from '../../features/showings/index.ts'
import { logPage } from '../../shared/agent-app/log-usage.ts'
import { chooseLocale, currentLocale, localeFromLink } from '../../shared/i18n/i18n.ts'
import { OfflineBanner } from '../../shared/offline/index.ts'
import { markScreenClean } from '../../shared/pwa/index.ts'
import { onUnauthorizedSubdomain, UNAUTHORIZED_SUBDOMAIN_REASON } from '../../shared/ui/not-found-signal.ts'
import { ROUTER_BASENAME } from '../app-env.ts'
import { NOT_FOUND_PATH } from '../route-table.ts'
import { NavigationProgress } from './navigation-progress.tsx'
import styles from './root-layout.module.css'
import { AppScrollRestoration } from './scroll-restoration.tsx'

/**
 * Wraps every screen: skip link, navigation progress, scroll restoration, the 404 signal, `?language=`, the
 * favourites' heart, the showings' booking, the compare basket, the rentals' reservation and safety card, the saved
 * searches' save button, the pre-construction registrations' actions and the map's still picture of a place in the
 * slots that cards and screens leave for them, and the installed app's behaviour (reload offer for a newer build, first standalone start, lost-connection
 * relaunch, the offline notice).
 */
export function RootLayout() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const here = useCallback(() => window.location.pathname.slice(ROUTER_BASENAME.length) || '/', [])
  useStandaloneStart(here)
  useConnectionRelaunch(here)

  // A new screen has no typed input yet: a waiting reload offer may show.
  useEffect(() => {
    if (pathname) markScreenClean()
  }, [pathname])

  // The screen goes into the app log (spec §3: only with a user id); logPage skips the same page twice in a row.
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
    // a link that names a language, on any page of the main app or an agent's app (decision 0133)
    if (!locale || locale === currentLocale()) return
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
          <CompareSlots>
            <RentalControls>
              <SavedSearchSlots>
                <PreconRegistrationSlots>
                  <LeadQuestionSlots>
                    <PlacePictures>
                      <Outlet />
                    </PlacePictures>
                  </LeadQuestionSlots>
                </PreconRegistrationSlots>
              </SavedSearchSlots>
            </RentalControls>
          </CompareSlots>
        </ShowingBooking>
      </FavouriteHearts>
      <OfflineBanner />
      <UpdateOffer />
      <AppScrollRestoration />
    </>
  )
}
