import {
  type Contract,
  formatLeaseDate,
  LEASE_SERVICES,
  type LeasePayer,
  type Locale,
  rentDueDayParam,
} from '@maplenest/core'
import type { TFunction } from 'i18next'
import type { Fact } from '../../shared/ui/fact-list.tsx'

/** "Tenant pays · Toronto Hydro": who pays a utility and its company, whichever the lease gives. */
function paidBy(t: TFunction, payer: LeasePayer | null, company: string | null): string | null {
  if (!payer) return company
  const who = t(`contract.payer.${payer}`)
  return company
    ? t('contract.detail.paidByWith', { payer: who, company })
    : t('contract.detail.paidBy', { payer: who })
}

/** Who pays electricity, heat and water, with each company, and the internet provider. */
export const whoPaysFacts = (t: TFunction, c: Contract): Fact[] => [
  { label: t('contract.detail.electricity'), value: paidBy(t, c.terms.electricityPaidBy, c.electricity) },
  { label: t('contract.detail.heat'), value: paidBy(t, c.terms.heatPaidBy, null) },
  { label: t('contract.detail.water'), value: paidBy(t, c.terms.waterPaidBy, c.water) },
  { label: t('contract.detail.internet'), value: c.internet },
]

/** How long the lease runs, when rent is due and to whom, the parking, and where notices to the landlord go. */
export function termFacts(t: TFunction, c: Contract, locale: Locale): Fact[] {
  const { termType, rentDueDay, parkingSpaces } = c.terms
  return [
    {
      label: t('contract.field.termType'),
      value:
        termType === 'fixed'
          ? t('contract.detail.termFixedTo', { date: formatLeaseDate(c.endDate, locale) })
          : termType && t(`contract.termType.${termType}`),
    },
    {
      label: t('contract.field.rentDueDay'),
      value: rentDueDay && t('contract.detail.rentDue', { day: rentDueDayParam(rentDueDay, locale) }),
    },
    { label: t('contract.field.rentPayableTo'), value: c.terms.rentPayableTo },
    {
      label: t('contract.field.parkingSpaces'),
      value:
        parkingSpaces === null
          ? null
          : parkingSpaces === 0
            ? t('contract.detail.noParking')
            : t('contract.detail.parking', { count: parkingSpaces }),
    },
    { label: t('contract.field.noticeAddress'), value: c.terms.noticeAddress },
  ]
}

/** The building's services the lease names: included in the rent, at an extra charge, or not provided. */
export const serviceFacts = (t: TFunction, c: Contract): Fact[] =>
  LEASE_SERVICES.map((s) => ({
    label: t(`contract.field.${s}`),
    value: c.terms[s] && t(`contract.service.${c.terms[s]}`),
  }))
