/**
 * What a listing's detail shows of a home's worth and interest: the history of every listing of the home with its
 * price chart and true days on market, comparable sales with the range they suggest, and its interest on MapleNest.
 */

export { ComparablesSection } from './comparables/comparables-section.tsx'
export { DemandCard } from './demand/demand-card.tsx'
export { PropertyHistory } from './property-history/property-history.tsx'
