export const CONTRACTS_PATH = '/house/api/contract/v1'
export const CONTRACTS_KEY = ['contracts'] as const
