export * from './cents.ts'
export * from './cny.ts'
export * from './format-money.ts'
