/** The compare basket (the spec's cart): the toggles on cards and details, the dock, and the side-by-side screen. */
export { CompareBasketScreen } from './basket/compare-basket-screen.tsx'
export { CompareSlots } from './components/compare-slots.tsx'
