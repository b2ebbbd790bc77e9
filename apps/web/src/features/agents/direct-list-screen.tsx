import { CITIES, type DirectListing, SALE_OR_LEASE } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useListingFormat } from '../../entities/listing/index.ts'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { LoadState } from '../../shared/ui/load-state.tsx'
import { Page } from '../../shared/ui/page.tsx'
import { PagedList } from '../../shared/ui/paged-list.tsx'
import listStyles from './agents.module.css'
import { type DirectFilters, useDirectSearch } from './api/search-direct.ts'
import styles from './direct-list.module.css'
import { useAgentPagedTexts } from './use-agent-paged-texts.ts'

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value)

function DirectCard({ listing }: { listing: DirectListing }) {
  const { t, i18n } = useTranslation()
  const format = useListingFormat()
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 })
  const price = money.format(listing.price)
  const meta = [
    t(`direct.type.${listing.type}`),
    // a unit without a bedroom is a studio, never "0 bd" (as on every listing card)
    listing.beds === 0 ? t('listing.rooms.studio') : t('direct.list.beds', { count: listing.beds }),
    t('direct.list.baths', { count: listing.baths }),
    listing.sqft ? t('direct.list.sqft', { count: listing.sqft }) : null,
  ].filter(Boolean)
  return (
    <li className={styles.card}>
      <div className={styles.photo}>
        {listing.photos[0] ? (
          <img
            className={styles.img}
            src={listing.photos[0]}
            alt={t('direct.list.photoAlt', { address: listing.address })}
            loading="lazy"
          />
        ) : null}
        <span className={styles.badge}>{t('direct.badge')}</span>
        <span className={styles.srTag}>{listing.sr === 'Sale' ? t('direct.list.sale') : t('direct.list.lease')}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.price}>{listing.sr === 'Lease' ? t('direct.list.perMonth', { price }) : price}</p>
        <p className={styles.address}>{listing.address}</p>
        <p className={styles.meta}>
          {t('direct.list.where', { area: format.neighbourhood(listing), city: t(`agent.city.${listing.city}`) })} ·{' '}
          {meta.join(' · ')}
        </p>
        <p className={styles.description}>{listing.description}</p>
        {listing.contactPhone || listing.contactEmail ? (
          <a
            className={styles.contact}
            href={listing.contactPhone ? `tel:${listing.contactPhone}` : `mailto:${listing.contactEmail}`}
          >
            {t('direct.list.contact', { name: listing.contactName })}
          </a>
        ) : null}
      </div>
    </li>
  )
}

/** /pages/direct/direct-list: listings their owners publish themselves, newest first, marked "Owner direct". */
export function DirectListScreen() {
  const { t } = useTranslation()
  const pagedTexts = useAgentPagedTexts()
  const [params, setParams] = useSearchParams()
  const city = pick(CITIES, params.get('city'))
  const sr = pick(SALE_OR_LEASE, params.get('sr'))
  const filters: DirectFilters = { ...(city ? { city } : {}), ...(sr ? { sr } : {}) }
  const search = useDirectSearch(filters)

  const change = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params)
    if (value) next.set(name, value)
    else next.delete(name)
    setParams(next, { replace: true })
  }
  const srOptions = [
    [undefined, t('direct.list.all')],
    ['Sale', t('direct.list.sale')],
    ['Lease', t('direct.list.lease')],
  ] as const
  const cityOptions = [[undefined, t('direct.list.allCities')], ...CITIES.map((c) => [c, t(`ui.region.${c}`)] as const)]

  return (
    <Page title={t('route.direct-list')}>
      <div className={styles.tabs}>
        <fieldset className={styles.row} aria-label={t('direct.list.all')}>
          {srOptions.map(([value, label]) => (
            <button
              key={label}
              type="button"
              className={styles.tab}
              aria-pressed={sr === value}
              onClick={() => change('sr', value)}
            >
              {label}
            </button>
          ))}
        </fieldset>
        <fieldset className={styles.row} aria-label={t('agent.list.cityLabel')}>
          {cityOptions.map(([value, label]) => (
            <button
              key={label}
              type="button"
              className={styles.tab}
              aria-pressed={city === value}
              onClick={() => change('city', value)}
            >
              {label}
            </button>
          ))}
        </fieldset>
      </div>
      <LoadState
        query={search}
        loading={
          <ul className={listStyles.list} aria-busy="true" aria-label={t('route.direct-list')}>
            {[0, 1, 2].map((n) => (
              <li key={n} className={listStyles.skeleton} style={{ height: 240 }} />
            ))}
          </ul>
        }
        failed={{ title: t('agent.list.loadFailed'), retry: t('agent.list.retry') }}
        isEmpty={(found) => found.items.length === 0}
        empty={<EmptyState title={t('direct.list.empty')} description={t('direct.list.emptyHint')} />}
      >
        {({ items }) => (
          <PagedList paged={search} texts={pagedTexts}>
            <ul className={styles.list}>
              {items.map((listing) => (
                <DirectCard key={listing.id} listing={listing} />
              ))}
            </ul>
          </PagedList>
        )}
      </LoadState>
    </Page>
  )
}
