export { favouritesModule } from './favourites-module.ts'
export type { FavouritesService } from './favourites-service.ts'
