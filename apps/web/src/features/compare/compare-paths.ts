/** The compare basket's screen (the spec's cart route). */
export const CART_PATH = '/pages/cart/cart'
