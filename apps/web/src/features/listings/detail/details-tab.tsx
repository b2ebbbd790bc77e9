import { formatDirection, type ListingDetail, type ListingValueField, type MessageKey } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useAgeLabel, useListingFormat } from '../../../entities/listing/index.ts'
import { type Fact, FactList } from '../../../shared/ui/fact-list.tsx'
import { BuildingLink } from '../components/building-link.tsx'

export interface DetailsTabProps {
  listing: ListingDetail
  /** Which groups to show; Vancouver splits them between Summary and Details. */
  groups?: readonly DetailGroup[]
}

const DETAIL_GROUPS = ['listing', 'building', 'interior', 'utilities', 'costs'] as const
type DetailGroup = (typeof DETAIL_GROUPS)[number]

/** Every field of the listing, grouped: listing, building, interior, heating and utilities, taxes and maintenance. */
export function DetailsTab({ listing, groups = DETAIL_GROUPS }: DetailsTabProps) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const ageLabel = useAgeLabel()
  const yesNo = (value: boolean | null) =>
    value === null ? null : t(value ? 'ui.listing.detail.yes' : 'ui.listing.detail.no')
  const field = (key: MessageKey, value: string | number | null): Fact => ({
    label: t(key),
    value: value === null || value === '' ? null : String(value),
  })
  // Board values ("Forced Air", "Ensuite") are named in the UI language; unknown ones stay as the board sent them.
  const named = (key: MessageKey, valueField: ListingValueField, value: string | null): Fact =>
    field(key, value === null ? null : format.value(valueField, value))

  const byGroup: Record<DetailGroup, { title: string; facts: Fact[] }> = {
    listing: {
      title: t('ui.listing.detail.group.listing'),
      facts: [
        field('ui.listing.detail.field.mlNum', listing.mlNum),
        named('ui.listing.detail.field.propertyType', 'propertyType', listing.propertyType),
        field('ui.listing.detail.field.inputDate', format.date(listing.inputDate)),
        field('ui.listing.detail.field.dom', listing.dom),
        field('ui.insights.dom.label', listing.trueDaysOnMarket),
        field(
          'ui.listing.detail.field.possession',
          listing.possession === null ? null : format.possession(listing.possession),
        ),
        field('ui.listing.detail.field.neighbourhood', format.neighbourhood(listing)),
        field('ui.listing.detail.field.crossStreets', listing.crossStreets),
      ],
    },
    building: {
      title: t('ui.listing.detail.group.building'),
      facts: [
        named('ui.listing.detail.field.style', 'style', listing.style),
        field('ui.listing.detail.field.yearBuilt', listing.yearBuilt),
        field('ui.listing.detail.field.age', listing.age === null ? null : ageLabel(listing.age)),
        field(
          'ui.listing.detail.field.exposure',
          listing.exposure === null ? null : formatDirection(listing.exposure, format.locale),
        ),
        field('ui.listing.detail.field.level', listing.level),
        named('ui.listing.detail.field.locker', 'locker', listing.locker),
        field('ui.listing.detail.field.elevator', yesNo(listing.elevator)),
        field('ui.listing.detail.field.management', listing.management),
        field('ui.listing.detail.field.registrationNumber', listing.registrationNumber),
        named('ui.listing.detail.field.exterior', 'exterior', listing.exterior),
        field('ui.listing.detail.field.lot', listing.lot === null ? null : format.lot(listing.lot)),
        named('ui.listing.detail.field.ownership', 'ownership', listing.ownership),
      ],
    },
    interior: {
      title: t('ui.listing.detail.group.interior'),
      facts: [
        field('ui.listing.detail.field.beds', format.rooms(listing)),
        field('ui.listing.detail.field.size', listing.sqft ? format.size(listing.sqft) : null),
        field('ui.listing.detail.field.parking', listing.parking),
        named('ui.listing.detail.field.balcony', 'balcony', listing.balcony),
        field('ui.listing.detail.field.fireplace', yesNo(listing.fireplace)),
        field(
          'ui.listing.detail.field.furnished',
          listing.furnished === null ? null : t(`ui.listing.filter.furnished.${listing.furnished}`),
        ),
        named('ui.listing.detail.field.pets', 'pets', listing.pets),
      ],
    },
    utilities: {
      title: t('ui.listing.detail.group.utilities'),
      facts: [
        named('ui.listing.detail.field.airConditioning', 'airConditioning', listing.airConditioning),
        named('ui.listing.detail.field.heatingType', 'heatingType', listing.heatingType),
        named('ui.listing.detail.field.heatingSource', 'heatingSource', listing.heatingSource),
        field(
          'ui.listing.detail.field.includedUtilities',
          listing.includedUtilities.length > 0 ? format.values('utility', listing.includedUtilities) : null,
        ),
        named('ui.listing.detail.field.insurance', 'insurance', listing.insurance),
      ],
    },
    costs: {
      title: t('ui.listing.detail.group.costs'),
      facts: [
        field(
          'ui.listing.detail.field.taxes',
          listing.taxesCents === null ? null : format.taxes(listing.taxesCents, listing.taxYear),
        ),
        field(
          'ui.listing.detail.field.maintenance',
          listing.maintenanceCents === null ? null : format.maintenance(listing.maintenanceCents),
        ),
      ],
    },
  }

  return (
    <>
      {groups.map((group) => (
        <FactList key={group} title={byGroup[group].title} facts={byGroup[group].facts}>
          {group === 'building' ? <BuildingLink listing={listing} /> : null}
        </FactList>
      ))}
    </>
  )
}
