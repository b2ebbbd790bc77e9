export const CONTRACT_LIST_PATH = '/pages/my/contract/contract-list'
export const contractDetailPath = (id: string) => `/pages/my/contract/contract-detail?id=${encodeURIComponent(id)}`
