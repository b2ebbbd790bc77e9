import type { ListingDetail } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { agentDetailHref } from '../../../entities/agent/index.ts'
import { useListingFormat } from '../../../entities/listing/index.ts'
import { useListingAgent } from '../api/get-listing-agent.ts'
import styles from './listing-detail.module.css'

/**
 * The next step on a listing: its agent with call and e-mail links and their profile, or, when the agent is not on
 * MapleNest (feed listings), the brokerage that lists it.
 */
export function ListingContact({
  listing,
}: {
  listing: Pick<ListingDetail, 'listAgentId' | 'brokerage' | 'mlNum' | 'address' | 'unit'>
}) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const agent = useListingAgent(listing.listAgentId).data
  const subject = t('ui.listing.contact.emailSubject', { address: format.address(listing), mlNum: listing.mlNum })

  return (
    <section className={styles.contact} aria-labelledby="listing-contact">
      <h2 id="listing-contact" className={styles.sectionTitle}>
        {t('ui.listing.contact.title')}
      </h2>
      {agent ? (
        <>
          <div className={styles.contactWho}>
            <img
              className={styles.contactPhoto}
              src={agent.avatar}
              alt={t('ui.listing.contact.agentAvatar', { name: agent.name })}
            />
            <div className={styles.contactText}>
              <strong>{agent.name}</strong>
              <span>{t('ui.listing.contact.listedBy', { brokerage: agent.companyName || listing.brokerage })}</span>
            </div>
            <Link className={styles.contactProfile} to={agentDetailHref(agent.id)}>
              {t('ui.listing.contact.profile')}
            </Link>
          </div>
          <div className={styles.contactActions}>
            {agent.phone ? (
              <a
                className={styles.contactPrimary}
                href={`tel:${agent.phone.replace(/[^\d+]/g, '')}`}
                aria-label={t('ui.listing.contact.callLabel', { name: agent.name, phone: agent.phone })}
              >
                {t('ui.listing.contact.call')}
              </a>
            ) : null}
            {agent.email ? (
              <a
                className={styles.contactSecondary}
                href={`mailto:${agent.email}?subject=${encodeURIComponent(subject)}`}
                aria-label={t('ui.listing.contact.emailLabel', { name: agent.name, email: agent.email })}
              >
                {t('ui.listing.contact.email')}
              </a>
            ) : null}
          </div>
        </>
      ) : (
        <p className={styles.muted}>{t('ui.listing.contact.brokerageOnly', { brokerage: listing.brokerage })}</p>
      )}
    </section>
  )
}
