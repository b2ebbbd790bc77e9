import {
  type DemandForAgent,
  dollarsToCents,
  formatCadWhole,
  formatListingDate,
  provinceOf,
  type RentalDemand,
} from '@maplenest/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { useRentalSchools } from '../api/get-schools.ts'
import styles from '../rentals.module.css'
import { useSchoolName } from './area-picker.tsx'

type Need = Pick<
  RentalDemand,
  'school' | 'city' | 'budget' | 'placeType' | 'bedrooms' | 'moveIn' | 'moveOut' | 'location' | 'deposit' | 'prepay'
> &
  Partial<Pick<DemandForAgent, 'pets' | 'parking' | 'guarantor' | 'creditReport' | 'jobProof' | 'acceptRoommates'>>

export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== '' && value !== undefined)
  if (shown.length === 0) return null
  return (
    <dl className={styles.facts}>
      {shown.map(([label, value]) => (
        <div key={label} className={styles.factRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The school's name, the budget, the type of place and bedrooms, the dates, the commute, the deposit and rent ahead,
 * and the neighbourhoods of a demand.
 */
export function DemandSummary({ demand, children }: { demand: Need; children?: ReactNode }) {
  const { t } = useTranslation()
  const locale = currentLocale()
  const schools = useRentalSchools()
  const nameOf = useSchoolName()
  const school = schools.data?.find((s) => s.id === demand.school)
  const flags = (
    [
      ['pets', demand.pets],
      ['parking', demand.parking],
      ['guarantor', demand.guarantor],
      ['creditReport', demand.creditReport],
      ['jobProof', demand.jobProof],
      ['acceptRoommates', demand.acceptRoommates],
    ] as const
  ).filter(([, on]) => on)
  return (
    <>
      <div className={styles.rowHead}>
        <h3 className={styles.rowTitle}>{nameOf(school, demand.school)}</h3>
      </div>
      <Facts
        rows={[
          [
            t('ui.rentals.demand.budget'),
            t('ui.rentals.demand.perMonth', { amount: formatCadWhole(dollarsToCents(demand.budget), locale) }),
          ],
          [t('ui.rentals.form.placeType'), t(`rental.placeType.${demand.placeType}`)],
          [t('ui.rentals.form.bedrooms'), t(`rental.bedrooms.${demand.bedrooms}`)],
          [
            t('ui.rentals.demand.dates'),
            `${formatListingDate(demand.moveIn, locale)} – ${formatListingDate(demand.moveOut, locale)}`,
          ],
          [
            t('ui.rentals.demand.commute'),
            t('ui.rentals.demand.commuteValue', {
              mode: t(`rental.commute.${demand.location.commuteMode}`),
              minutes: demand.location.commuteMinutes,
            }),
          ],
          [t('ui.rentals.demand.province'), t(`rental.rules.province.${provinceOf(demand.city)}`)],
          [t('ui.rentals.demand.deposit'), demand.deposit === 'none' ? null : t(`rental.deposit.${demand.deposit}`)],
          [
            t('ui.rentals.form.prepay'),
            demand.prepay > 0 ? t('ui.rentals.form.months', { count: demand.prepay }) : null,
          ],
        ]}
      />
      <ul className={styles.tags} aria-label={t('ui.rentals.form.areas')}>
        {demand.location.neighbourhoods.map((n) => (
          <li key={n} className={styles.tag}>
            {n}
          </li>
        ))}
      </ul>
      {flags.length > 0 ? (
        <ul className={styles.tags} aria-label={t('ui.rentals.demand.flags')}>
          {flags.map(([key]) => (
            <li key={key} className={styles.tag}>
              {t(`ui.rentals.demand.flag.${key}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </>
  )
}
