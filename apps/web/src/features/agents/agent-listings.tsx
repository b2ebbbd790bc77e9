import { useTranslation } from 'react-i18next'
import { ListingCard } from '../../entities/listing/index.ts'
import styles from './agent-detail.module.css'
import { useAgentListings } from './api/get-agent-listings.ts'

/** The agent's own active listings on their profile; nothing while loading or when they have none. */
export function AgentListings({ agentId }: { agentId: string }) {
  const { t } = useTranslation()
  const listings = useAgentListings(agentId).data
  if (!listings || listings.total === 0) return null
  return (
    <section className={styles.section} aria-labelledby="agent-listings">
      <h2 id="agent-listings" className={styles.sectionTitle}>
        {t('agent.detail.listings')}
      </h2>
      <p className={styles.listingsTotal}>{t('agent.detail.listingsTotal', { count: listings.total })}</p>
      <ul className={styles.listings}>
        {listings.items.map((listing) => (
          <li key={listing.mlNum}>
            <ListingCard listing={listing} />
          </li>
        ))}
      </ul>
    </section>
  )
}
