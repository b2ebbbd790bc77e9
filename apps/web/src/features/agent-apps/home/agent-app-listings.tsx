import type { AgentListings } from '@maplenest/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { agentDetailHref } from '../../../entities/agent/index.ts'
import { ListingCard } from '../../../entities/listing/index.ts'
import { api } from '../../../shared/api/api.ts'
import { currentLocale, loadCatalogue } from '../../../shared/i18n/i18n.ts'
import styles from './agent-app-listings.module.css'

/** Whether the section's words (in the catalogue's later part) are here, waiting for them when not. */
function useLaterWords(here: boolean): boolean {
  const [ready, setReady] = useState(here)
  useEffect(() => {
    if (ready) return
    let live = true
    loadCatalogue(currentLocale()).then(
      () => live && setReady(true),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [ready])
  return ready || here
}

/** How many of her homes Home shows before "About her" leads to the rest. */
const HOME_LISTINGS = 3

/** GET /house/api/listing/v1/agent/:agentId: the agent's active listings, newest first, and how many. */
const getAgentListings = (profileId: string, signal?: AbortSignal) =>
  api.get<AgentListings>(`/house/api/listing/v1/agent/${encodeURIComponent(profileId)}`, { toast: false, signal })

/**
 * The homes the app's agent lists, first on Home in her app, and a link to her page with the rest. Nothing while
 * loading, when they fail or when she lists none: the home's own tabs follow in any case.
 */
export default function AgentAppListings({ profileId, name }: { profileId: string; name: string }) {
  const { t, i18n } = useTranslation()
  const speaks = useLaterWords(i18n.exists('ui.agentApp.home.listings'))
  const listings = useQuery({
    queryKey: ['agents', 'listings', profileId],
    queryFn: ({ signal }) => getAgentListings(profileId, signal),
  }).data
  if (!speaks || !listings || listings.total === 0) return null
  return (
    <section className={styles.section} aria-labelledby="agent-app-listings">
      <div className={styles.head}>
        <h2 id="agent-app-listings" className={styles.title}>
          {t('ui.agentApp.home.listings', { name })}
        </h2>
        <Link className={styles.more} to={agentDetailHref(profileId)}>
          {t('ui.agentApp.home.seeProfile', { name })}
        </Link>
      </div>
      <ul className={styles.list}>
        {listings.items.slice(0, HOME_LISTINGS).map((listing, i) => (
          <li key={listing.mlNum}>
            <ListingCard listing={listing} priority={i === 0} />
          </li>
        ))}
      </ul>
    </section>
  )
}
