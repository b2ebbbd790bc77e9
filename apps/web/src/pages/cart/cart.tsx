import { CompareBasketScreen } from '../../features/compare/index.ts'

/** /pages/cart/cart: the homes a person is comparing, side by side. */
export default function CartPage() {
  return <CompareBasketScreen />
}
