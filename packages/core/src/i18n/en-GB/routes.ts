/** Screen titles, one per route of the route table. */
export const routes = {
  'route.home': 'Home',
} as const
