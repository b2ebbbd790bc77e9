import type { MessageKey } from '../i18n/catalogue.ts'
import type { City } from '../listings/listing-codes.ts'
import { type Cents, dollarsToCents } from '../money/cents.ts'

/** The provinces we list in: Ontario (Toronto) and British Columbia (Vancouver). */
export const RENTAL_PROVINCES = ['ON', 'BC'] as const
export type RentalProvince = (typeof RENTAL_PROVINCES)[number]

export const PROVINCE_OF_CITY = { toronto: 'ON', vancouver: 'BC' } as const satisfies Record<City, RentalProvince>

export function provinceOf(city: City): RentalProvince {
  return PROVINCE_OF_CITY[city]
}

/** A rule a tenant should know, its wording in the catalogues, its source and the day we last checked it there. */
export interface SourcedRule {
  key: MessageKey
  source: string
  checked: string
}

/** The day the rules below were last read at their sources. */
export const RULES_CHECKED = '2026-11-28'

/**
 * The most a landlord may ask for before a tenancy, as fractions of one month's rent (decision 0057):
 * - Ontario, Residential Tenancies Act, 2006, s. 106: a rent deposit of at most one month, applied to the last
 *   month; no damage, security or pet deposit; the Standard Lease (form 2229E) for most tenancies.
 * - British Columbia, Residential Tenancy Act, s. 19: a security deposit of at most half a month plus, with a pet,
 *   a pet damage deposit of at most half a month; the RTB-1 agreement; move-in and move-out inspections.
 */
export const DEPOSIT_LIMITS = {
  ON: { rentDeposit: 1, securityDeposit: 0, petDeposit: 0 },
  BC: { rentDeposit: 0, securityDeposit: 0.5, petDeposit: 0.5 },
} as const satisfies Record<RentalProvince, { rentDeposit: number; securityDeposit: number; petDeposit: number }>

export interface DepositLimits {
  rentDeposit: Cents
  securityDeposit: Cents
  petDeposit: Cents
  total: Cents
}

/** The lawful maximum of each deposit for a monthly rent (whole dollars), in cents, rounded down to the cent. */
export function maxDeposits(province: RentalProvince, rent: number, pets: boolean): DepositLimits {
  const month = dollarsToCents(rent)
  const limits = DEPOSIT_LIMITS[province]
  const part = (fraction: number) => Math.floor(month * fraction) as Cents
  const rentDeposit = part(limits.rentDeposit)
  const securityDeposit = part(limits.securityDeposit)
  const petDeposit = pets ? part(limits.petDeposit) : (0 as Cents)
  return { rentDeposit, securityDeposit, petDeposit, total: (rentDeposit + securityDeposit + petDeposit) as Cents }
}

/** What a landlord may lawfully ask for, by province, with sources. */
export const DEPOSIT_RULES: Record<RentalProvince, readonly SourcedRule[]> = {
  ON: [
    {
      key: 'rental.rules.on.rentDeposit',
      source: 'https://www.ontario.ca/laws/statute/06r17#BK134',
      checked: RULES_CHECKED,
    },
    {
      key: 'rental.rules.on.noOtherDeposit',
      source: 'https://stepstojustice.ca/glossary/deposit/',
      checked: RULES_CHECKED,
    },
    {
      key: 'rental.rules.on.standardLease',
      source: 'https://www.ontario.ca/page/guide-ontarios-standard-lease',
      checked: RULES_CHECKED,
    },
  ],
  BC: [
    {
      key: 'rental.rules.bc.deposits',
      source: 'https://www2.gov.bc.ca/gov/content/housing-tenancy/residential-tenancies/starting-a-tenancy/deposits',
      checked: RULES_CHECKED,
    },
    {
      key: 'rental.rules.bc.agreement',
      source: 'https://www2.gov.bc.ca/gov/content/housing-tenancy/residential-tenancies',
      checked: RULES_CHECKED,
    },
    {
      key: 'rental.rules.bc.inspection',
      source:
        'https://www2.gov.bc.ca/gov/content/housing-tenancy/residential-tenancies/starting-a-tenancy/condition-inspections',
      checked: RULES_CHECKED,
    },
  ],
}

/** What a student may offer of their own accord, by province, with sources. */
export const VOLUNTARY_PREPAY_RULES: Record<RentalProvince, readonly SourcedRule[]> = {
  ON: [
    {
      // Corvers v. Bumbia, 2013 (Ontario Superior Court): rent the tenant offered to prepay was lawful; a landlord
      // still cannot make it a condition of the tenancy.
      key: 'rental.prepay.on.voluntary',
      source: 'https://canlii.ca/t/g6q8f',
      checked: RULES_CHECKED,
    },
  ],
  BC: [
    {
      key: 'rental.prepay.bc.voluntary',
      source: 'https://www2.gov.bc.ca/gov/content/housing-tenancy/residential-tenancies/starting-a-tenancy/deposits',
      checked: RULES_CHECKED,
    },
  ],
}

/** Said in both provinces whenever months of rent up front come up. */
export const PREPAY_SAFEGUARDS: readonly SourcedRule[] = [
  { key: 'rental.prepay.neverCondition', source: 'https://rentdefend.com/faqs', checked: RULES_CHECKED },
  { key: 'rental.prepay.safeguards', source: 'https://rentdefend.com/faqs', checked: RULES_CHECKED },
  {
    // Lease-guarantee products for students without Canadian credit cost about 3 % of a year's rent.
    key: 'rental.prepay.guarantee',
    source: 'https://fcainsurance.com/specialty-programs/international-students/',
    checked: RULES_CHECKED,
  },
]

/**
 * Months of rent up front above which an explanation is due: in Ontario anything beyond the one-month rent deposit,
 * in British Columbia any rent in advance (its deposits are not rent).
 */
export function prepayNeedsExplaining(province: RentalProvince, months: number): boolean {
  return months > DEPOSIT_LIMITS[province].rentDeposit
}

export interface PrepayExplanation {
  province: RentalProvince
  months: number
  /** What the law lets a landlord ask for. */
  lawful: readonly SourcedRule[]
  /** What the student may choose to offer. */
  voluntary: readonly SourcedRule[]
  safeguards: readonly SourcedRule[]
}

/**
 * The explanation for an offer or a demand of `months` months up front, or null when none is due. `beyondDeposit`:
 * the months come on top of the deposit (the demand's `prepay` beside its `deposit`), so any month is explained.
 */
export function explainPrepay(
  province: RentalProvince,
  months: number | null | undefined,
  options: { beyondDeposit?: boolean } = {},
): PrepayExplanation | null {
  if (months == null) return null
  if (options.beyondDeposit ? months <= 0 : !prepayNeedsExplaining(province, months)) return null
  return {
    province,
    months,
    lawful: DEPOSIT_RULES[province],
    voluntary: VOLUNTARY_PREPAY_RULES[province],
    safeguards: PREPAY_SAFEGUARDS,
  }
}

/**
 * What a student may say in the demand form that they could pay as a deposit: only a deposit a landlord may lawfully
 * ask for in the province of their school (DEPOSIT_LIMITS). Ontario: the rent deposit of one month, applied to the
 * last month (a refundable key deposit may come besides it). British Columbia: the security deposit of half a month,
 * and with a pet the pet damage deposit of another half. Rent paid ahead beyond these is the separate, voluntary
 * `prepay` (decision 0145).
 */
export const DEPOSIT_OFFERS = ['none', 'rentDeposit', 'securityDeposit', 'securityAndPetDeposit'] as const
export type DepositOffer = (typeof DEPOSIT_OFFERS)[number]

/** The deposit offers of a province, in the form's order: none first, then what its law lets a landlord ask for. */
export function depositOffers(province: RentalProvince, pets: boolean): readonly DepositOffer[] {
  const limits = DEPOSIT_LIMITS[province]
  const out: DepositOffer[] = ['none']
  if (limits.rentDeposit > 0) out.push('rentDeposit')
  if (limits.securityDeposit > 0) out.push('securityDeposit')
  if (pets && limits.securityDeposit > 0 && limits.petDeposit > 0) out.push('securityAndPetDeposit')
  return out
}

/** A deposit offer as a share of one month's rent: 1 for the Ontario rent deposit, ½ or 1 in BC. */
export function depositOfferMonths(offer: DepositOffer): number {
  const { ON, BC } = DEPOSIT_LIMITS
  if (offer === 'rentDeposit') return ON.rentDeposit
  if (offer === 'securityDeposit') return BC.securityDeposit
  if (offer === 'securityAndPetDeposit') return BC.securityDeposit + BC.petDeposit
  return 0
}

/** Why a demand's deposit is refused in its province (a catalogue key), or null when the law allows it. */
export function checkDemandDeposit(
  province: RentalProvince,
  demand: { deposit?: DepositOffer | null | undefined; pets?: boolean | null | undefined },
): MessageKey | null {
  const deposit = demand.deposit ?? 'none'
  if (depositOffers(province, demand.pets === true).includes(deposit)) return null
  return province === 'ON' ? 'rental.validation.deposit.on' : 'rental.validation.deposit.bc'
}
