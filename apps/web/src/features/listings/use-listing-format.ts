import {
  type Cents,
  FALLBACK_EXCHANGE_RATE,
  formatAddress,
  formatBedsBaths,
  formatListingDate,
  formatListingPrice,
  formatMaintenance,
  formatPriceCny,
  formatSqft,
  formatTaxes,
  type ListingSummary,
  type Locale,
  parseExchangeRate,
  type SaleOrLease,
  toCnyPerCad,
} from '@maplenest/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../shared/i18n/i18n.ts'
import { getExchangeRate } from '../../shared/money/get-exchange-rate.ts'
import { storage } from '../../shared/storage/storage.ts'

let serverRate: Promise<number | null> | null = null

function savedCnyPerCad(): number {
  const saved = parseExchangeRate(storage.get('exchange_rate_info'))
  return toCnyPerCad(saved ?? FALLBACK_EXCHANGE_RATE)
}

/** The server's rate, asked once per visit and kept as `exchange_rate_info`; null when it has none. */
function loadServerRate(): Promise<number | null> {
  serverRate ??= getExchangeRate()
    .then((rate) => {
      if (!rate) return null
      void storage.set('exchange_rate_info', rate)
      return toCnyPerCad(rate)
    })
    .catch(() => null)
  return serverRate
}

/** Yuan for one Canadian dollar: the saved or bundled rate at once, the server's when it answers. */
export function useCnyPerCad(): number {
  const [rate, setRate] = useState(savedCnyPerCad)
  useEffect(() => {
    let active = true
    void loadServerRate().then((fromServer) => {
      if (active && fromServer) setRate(fromServer)
    })
    return () => {
      active = false
    }
  }, [])
  return rate
}

export interface ListingFormat {
  locale: Locale
  /** "$899,000" or "$2,500/month". */
  price: (amount: number, sr: SaleOrLease) => string
  /** "≈ ¥459.3 万" / "约 459.3 万元" for whole dollars. */
  priceCny: (amount: number) => string
  /** "$4,512.30/year (2025) · ≈ ¥23,057.69" */
  taxes: (cents: number, year: number | null) => string
  /** "$650.45/month · ≈ ¥3,323.94" */
  maintenance: (cents: number) => string
  /** "700–799 sq ft (65–74 m²)" from the board's text. */
  size: (sqft: string) => string
  /** "2+1 bd · 2 ba" */
  rooms: (listing: Pick<ListingSummary, 'beds' | 'bedsPlus' | 'baths'>) => string
  /** "1203 - 88 Harbour St" */
  address: (listing: Pick<ListingSummary, 'address' | 'unit'>) => string
  date: (iso: string) => string
  number: (value: number) => string
}

/** The core display rules of listings bound to the UI language, with yuan at the shown rate. */
export function useListingFormat(): ListingFormat {
  useTranslation()
  const locale = currentLocale()
  const cnyPerCad = useCnyPerCad()
  return {
    locale,
    price: (amount, sr) => formatListingPrice(amount, sr, locale),
    priceCny: (amount) => formatPriceCny(amount, cnyPerCad, locale),
    taxes: (cents, year) => formatTaxes(cents as Cents, year, cnyPerCad, locale),
    maintenance: (cents) => formatMaintenance(cents as Cents, cnyPerCad, locale),
    size: (sqft) => formatSqft(sqft, locale),
    rooms: (listing) => formatBedsBaths(listing, locale),
    address: (listing) => formatAddress(listing.address, listing.unit),
    date: (iso) => formatListingDate(iso, locale),
    number: (value) => new Intl.NumberFormat(locale).format(value),
  }
}
