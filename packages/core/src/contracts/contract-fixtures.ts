/** For the contract tests: the terms an Ontario lease is not issued without (form 2229E), as the form sends them. */
export const ONTARIO_TERMS = {
  termType: 'fixed',
  rentDueDay: '1',
  noticeAddress: '100 King St W, Toronto, ON M5X 1C9',
  electricityPaidBy: 'tenant',
  heatPaidBy: 'landlord',
  waterPaidBy: 'landlord',
}
