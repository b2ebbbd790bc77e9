/** Mortgage and closing-cost calculator texts. */
export const uiMortgage = {
  'ui.mortgage.placeholder': 'Mortgage',
} as const
