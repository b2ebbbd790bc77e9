/** Favourites: the heart that cards and detail headers show (through the shared slot), the Favs tab and share pages. */
export { FavouritesScreen } from './collect/favourites-screen.tsx'
export { FavouriteHearts } from './components/favourite-hearts.tsx'
export { SharedFavouritesScreen } from './share/shared-favourites-screen.tsx'
