export { listingDemandModule } from './listing-demand-module.ts'
