import {
  type BuildingDetail,
  type BuildingUnit,
  type BuildingYear,
  CITIES,
  type City,
  dollarsToCents,
  formatCad,
  formatCadWhole,
  type Locale,
  lscKey,
  statusBadge,
  toDetailPath,
  type VowAccess,
} from '@maplenest/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { ListingStatusBadge, useListingFormat } from '../../entities/listing/index.ts'
import { projectPath } from '../../entities/project/project-paths.ts'
import { useSessionUser } from '../../shared/session/use-session.ts'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { type Fact, FactList } from '../../shared/ui/fact-list.tsx'
import { LoadState } from '../../shared/ui/load-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import { Page } from '../../shared/ui/page.tsx'
import { SectionCard } from '../../shared/ui/section-card.tsx'
import styles from './building.module.css'
import { buildingQuery } from './building-api.ts'

/** The page's prompt to sign in or accept the VOW terms; `onAccepted` asks for the building again. */
export type BuildingVowPrompt = (need: NonNullable<VowAccess['need']>, onAccepted: () => void) => ReactNode

const isCity = (value: string | null): value is City => (CITIES as readonly string[]).includes(value ?? '')

function Hero({ building }: { building: BuildingDetail }) {
  const { t } = useTranslation()
  const format = useListingFormat()
  return (
    <section className={styles.hero} aria-labelledby="building-address">
      <h2 id="building-address" className={styles.heroTitle}>
        {building.address}
      </h2>
      <p className={styles.line}>{`${format.neighbourhood(building)} · ${t(`ui.region.${building.city}`)}`}</p>
      <dl className={styles.keyFacts} aria-label={t('ui.building.now')}>
        <div className={styles.keyFact}>
          <dd>{format.number(building.forSaleNow)}</dd>
          <dt>{t('ui.building.now.forSale')}</dt>
        </div>
        <div className={styles.keyFact}>
          <dd>{format.number(building.forLeaseNow)}</dd>
          <dt>{t('ui.building.now.forLease')}</dt>
        </div>
        <div className={styles.keyFact}>
          <dd>{format.number(building.unitsSeen)}</dd>
          <dt>{t('ui.building.field.unitsSeen')}</dt>
        </div>
      </dl>
    </section>
  )
}

function Facts({ building }: { building: BuildingDetail }) {
  const { t, i18n } = useTranslation()
  const format = useListingFormat()
  const zh = i18n.language.startsWith('zh')
  const num = (v: number | null) => (v === null ? null : format.number(v))
  const facts: Fact[] = [
    { label: t('ui.building.field.address'), value: building.address },
    { label: t('ui.listing.detail.field.neighbourhood'), value: format.neighbourhood(building) },
    {
      label: t('ui.listing.detail.field.yearBuilt'),
      value: building.yearBuilt === null ? null : String(building.yearBuilt),
    },
    { label: t('ui.listing.detail.field.registrationNumber'), value: building.registrationNumber },
    { label: t('ui.listing.detail.field.management'), value: building.management },
    { label: t('ui.building.field.highestFloor'), value: num(building.highestFloor) },
    { label: t('ui.building.field.unitsSeen'), value: num(building.unitsSeen) },
    { label: t('ui.building.field.listings'), value: num(building.listingCount) },
    {
      label: t('ui.building.field.stations'),
      value:
        building.stations.length === 0 ? null : (
          <ul className={styles.stations}>
            {building.stations.map((s) => (
              <li key={s.name}>
                {t('ui.listing.walkToStation', { minutes: s.walkMinutes, station: zh ? s.zh : s.name })}
              </li>
            ))}
          </ul>
        ),
    },
    {
      label: t('ui.building.field.project'),
      value: building.project ? (
        <Link className={styles.link} to={projectPath(building.project.id)}>
          {building.project.name}
        </Link>
      ) : null,
    },
  ]
  return <FactList title={t('ui.building.facts')} facts={facts} />
}

function YearTable({
  years,
  vow,
  vowPrompt,
  onAccepted,
}: {
  years: BuildingYear[]
  vow: VowAccess
  vowPrompt: BuildingVowPrompt
  onAccepted: () => void
}) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const format = useListingFormat()
  const none = t('ui.building.none')
  const count = (v: number | null) => (v === null ? none : format.number(v))
  const sale = (v: number | null) => (v === null ? none : formatCadWhole(dollarsToCents(v), locale))
  const rent = (v: number | null) => (v === null ? none : formatCad(dollarsToCents(v), locale))
  const rows: { key: string; label: string; cell: (y: BuildingYear) => string }[] = [
    { key: 'forSale', label: t('ui.building.year.forSale'), cell: (y) => count(y.forSale) },
    { key: 'forLease', label: t('ui.building.year.forLease'), cell: (y) => count(y.forLease) },
  ]
  if (vow.granted)
    rows.push(
      { key: 'sold', label: t('ui.building.year.sold'), cell: (y) => count(y.sold) },
      { key: 'leased', label: t('ui.building.year.leased'), cell: (y) => count(y.leased) },
      { key: 'soldPerSqft', label: t('ui.building.year.soldPerSqft'), cell: (y) => sale(y.soldPerSqft) },
      { key: 'leasedPerSqft', label: t('ui.building.year.leasedPerSqft'), cell: (y) => rent(y.leasedPerSqft) },
    )
  return (
    <SectionCard title={t('ui.building.byYear')} titleId="building-years">
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <td />
              {years.map((y) => (
                <th key={y.year} scope="col" className={styles.num}>
                  {y.year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {years.map((y) => (
                  <td key={y.year} className={styles.num}>
                    {row.cell(y)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {vow.granted ? (
        <p className={styles.note}>{t('ui.building.perSqftNote')}</p>
      ) : vow.need ? (
        <div className={styles.vow}>{vowPrompt(vow.need, onAccepted)}</div>
      ) : null}
    </SectionCard>
  )
}

function UnitRow({ unit, city }: { unit: BuildingUnit; city: City }) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const details = [format.rooms(unit), unit.sqft ? format.size(unit.sqft) : null].filter(Boolean).join(' · ')
  return (
    <li>
      <Link className={styles.unit} to={toDetailPath({ ...unit, city })}>
        <span className={styles.unitMain}>
          <span className={styles.unitName}>
            {unit.unit ? t('ui.building.unit', { unit: unit.unit }) : t('ui.building.unitUnknown')}
          </span>
          <span className={styles.unitLine}>{details}</span>
          <span className={styles.unitLine}>{t('ui.building.listed', { date: format.date(unit.inputDate) })}</span>
          {unit.closePrice !== null && unit.closeDate !== null ? (
            <span className={styles.unitClosed}>
              {t(`ui.building.closed.${unit.sr}`, {
                price: format.price(unit.closePrice, unit.sr),
                date: format.date(unit.closeDate),
              })}
            </span>
          ) : null}
        </span>
        <span className={styles.unitSide}>
          <ListingStatusBadge label={t(lscKey(unit.lsc, unit.sr))} tone={statusBadge(unit)} />
          <span className={styles.unitPrice}>{format.price(unit.price, unit.sr)}</span>
        </span>
      </Link>
    </li>
  )
}

function Floors({ building }: { building: BuildingDetail }) {
  const { t } = useTranslation()
  return (
    <SectionCard title={t('ui.building.units')} titleId="building-units">
      {building.floors.map((floor) => {
        const name =
          floor.level === null
            ? t('ui.building.floorUnknown')
            : /^\d+$/.test(floor.level)
              ? t('ui.building.floor', { level: floor.level })
              : floor.level
        return (
          <section key={floor.level ?? ''} className={styles.floor} aria-label={name}>
            <h4 className={styles.floorName}>{name}</h4>
            <ul className={styles.units}>
              {floor.units.map((unit) => (
                <UnitRow key={unit.mlNum} unit={unit} city={building.city} />
              ))}
            </ul>
          </section>
        )
      })}
    </SectionCard>
  )
}

/**
 * A condominium building (`?city=toronto&address=88 Harbour St`): its facts and project, what is on the market now,
 * its figures by year — sold and leased ones only for a viewer the VOW rule lets see them, the page's prompt in
 * their place for others — and every listing by floor, each opening its detail.
 */
export function BuildingScreen({ title, vowPrompt }: { title: string; vowPrompt: BuildingVowPrompt }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const user = useSessionUser()
  const city = params.get('city')
  const address = params.get('address')?.trim() ?? ''
  const where = isCity(city) && address ? { city, address } : null
  const building = useQuery({
    ...buildingQuery(where ?? { city: 'toronto', address: '' }, user?.userId ?? 'guest'),
    enabled: where !== null,
  })
  const notFound = (
    <EmptyState title={t('ui.building.notFound.title')} description={t('ui.building.notFound.description')} />
  )
  return (
    <Page title={building.data?.address ?? title}>
      <div className={styles.screen}>
        {where === null ? (
          notFound
        ) : (
          <LoadState
            query={building}
            loading={<PageLoading />}
            failed={{ title: t('ui.building.failed'), retry: t('ui.building.retry') }}
            notFound={notFound}
          >
            {(data) => (
              <>
                <Hero building={data} />
                <Facts building={data} />
                <YearTable
                  years={data.years}
                  vow={data.vow}
                  vowPrompt={vowPrompt}
                  onAccepted={() => void building.refetch()}
                />
                <Floors building={data} />
              </>
            )}
          </LoadState>
        )}
      </div>
    </Page>
  )
}
