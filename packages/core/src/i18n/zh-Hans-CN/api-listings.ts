import type { apiListings as en } from '../en-GB/api-listings.ts'

export const apiListings: Record<keyof typeof en, string> = {
  'api-listings.placeholder': 'api-listings',
}
