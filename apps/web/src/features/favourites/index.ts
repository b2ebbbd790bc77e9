/** Favourites: the heart that cards and detail headers show (through the shared slot), and the Favs tab. */
export { FavouritesScreen } from './collect/favourites-screen.tsx'
export { FavouriteHeart } from './components/favourite-heart.tsx'
export { FavouriteHearts } from './components/favourite-hearts.tsx'
