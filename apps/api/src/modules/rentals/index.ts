export { type RentalsService, rentalsModule } from './rentals-module.ts'
