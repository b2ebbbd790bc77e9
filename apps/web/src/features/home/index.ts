/** What other parts of the app may use from the home feature; everything else stays inside it. */

export { HomeHeader } from './components/home-header.tsx'
export { HomeListingTabs } from './components/home-listing-tabs.tsx'
export { HomeMenu } from './components/home-menu.tsx'
