/** Lease contracts: the tenant's and the agent's list, one contract with its PDF and the rules, the agent's form. */
export { ContractDetailScreen } from './contract-detail-screen.tsx'
export { ContractListScreen } from './contract-list-screen.tsx'
export { PdfBlob } from './contract-pdf.tsx'
