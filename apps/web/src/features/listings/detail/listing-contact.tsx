import { isAvailableLsc, type ListingDetail, reservedPlace } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { agentDetailHref } from '../../../entities/agent/index.ts'
import { useListingFormat } from '../../../entities/listing/index.ts'
import { useAppAgent } from '../../../shared/agent-app/agent-app-store.ts'
import { listingPdfUrl, opensPdfInPlace } from '../../../shared/agent-app/share-listing.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { useSessionStatus } from '../../../shared/session/use-session.ts'
import { useCompareToggle } from '../../../shared/ui/compare-slot.ts'
import { useLeadQuestionSlot } from '../../../shared/ui/lead-slot.ts'
import { useRentalSlot } from '../../../shared/ui/rental-slot.ts'
import { useShowingSlot } from '../../../shared/ui/showing-slot.ts'
import { useDownloadGuard } from '../../../shared/ui/use-download-guard.ts'
import { useListingAgent } from '../api/get-listing-agent.ts'
import styles from './listing-detail.module.css'

/**
 * The next step on a listing: its agent with call and e-mail links and their profile, or, when the agent is not on
 * MapleNest (feed listings), the brokerage that lists it; and booking a showing while the home is on the market
 * (not on read-only share pages), and adding it to the compare basket; on a lease, reserving a room and what to know
 * before contacting or paying.
 */
export function ListingContact({
  listing,
  share,
}: {
  listing: Pick<ListingDetail, 'listAgentId' | 'brokerage' | 'mlNum' | 'address' | 'unit' | 'city' | 'lsc' | 'sr'> &
    Partial<Pick<ListingDetail, 'propertyType'>>
  share?: boolean
}) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const { pathname, search } = useLocation()
  const appAgent = useAppAgent()
  // The PDF names whoever asks for it: nobody until this browser's session is known (as the server drew the page).
  const session = useSessionStatus()
  const pdf = share || session === 'booting' ? null : listingPdfUrl(listing.mlNum, currentLocale())
  const guardDownload = useDownloadGuard()
  const listingAgent = useListingAgent(appAgent ? null : listing.listAgentId).data
  // In an agent's own app, contacts go to that agent; the listing brokerage is still named, as the board requires.
  const agent = appAgent
    ? {
        id: appAgent.profileId ?? null,
        name: appAgent.name,
        avatar: appAgent.avatar,
        phone: appAgent.phone,
        email: appAgent.email,
        companyName: appAgent.brokerage,
      }
    : listingAgent
      ? { ...listingAgent, id: listingAgent.id as string | null }
      : null
  const address = format.address(listing)
  const subject = t('ui.listing.contact.emailSubject', { address, mlNum: listing.mlNum })
  const bookable = !share && isAvailableLsc(listing.lsc)
  const book = useShowingSlot(
    bookable ? { mlNum: listing.mlNum, city: listing.city, address, detailPath: `${pathname}${search}` } : null,
    'detail',
  )
  // in an agent's own app, a question to her (her lead) besides the call and e-mail links
  const question = useLeadQuestionSlot(
    appAgent && !share ? { kind: 'ask', mlNum: listing.mlNum, subject: `${address} (MLS® ${listing.mlNum})` } : null,
  )
  const compare = useCompareToggle(share ? null : { mlNum: listing.mlNum, address }, 'detail')
  // a lease on the market: reserve a room, the safety card with its rent checked, report it
  const rental = useRentalSlot(
    bookable && listing.sr === 'Lease'
      ? {
          mlNum: listing.mlNum,
          city: listing.city,
          address,
          detailPath: `${pathname}${search}`,
          place: reservedPlace(listing.propertyType),
        }
      : null,
    'detail',
  )

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
              <span>
                {appAgent
                  ? t('ui.agentApp.contact.yourAgent', { brokerage: listing.brokerage })
                  : t('ui.listing.contact.listedBy', { brokerage: agent.companyName || listing.brokerage })}
              </span>
            </div>
            {agent.id ? (
              <Link className={styles.contactProfile} to={agentDetailHref(agent.id)}>
                {t('ui.listing.contact.profile')}
              </Link>
            ) : null}
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
      {question}
      {pdf ? (
        <a
          className={`${styles.contactSecondary} ${styles.contactBlock}`}
          href={pdf}
          onClick={guardDownload}
          {...(opensPdfInPlace() ? {} : { target: '_blank', rel: 'noopener' })}
        >
          {t('ui.agentApp.pdf.download')}
        </a>
      ) : !share && session === 'booting' ? (
        // its place kept while the session is found, so nothing below moves under a finger when the link appears
        <span className={`${styles.contactSecondary} ${styles.contactBlock} ${styles.pending}`} aria-hidden="true">
          {t('ui.agentApp.pdf.download')}
        </span>
      ) : null}
      {book}
      {compare}
      {rental}
    </section>
  )
}
