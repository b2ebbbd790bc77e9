export { favouritesModule } from './favourites-module.ts'
export { FAVOURITE_SHARE_PATH, type FavouritesService } from './favourites-service.ts'
