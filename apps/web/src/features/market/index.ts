/** Neighbourhood market figures by month from our own listings. */
export { MarketScreen } from './market-screen.tsx'
