import type { CompareTable } from '@maplenest/core'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { COMPARE_KEY, COMPARE_PATH } from './compare-basket.ts'

/** GET /house/api/compare/v1/table?mlNums=A,B: the homes side by side (anyone may ask). */
const getCompareTable = (mlNums: readonly string[], signal?: AbortSignal) =>
  api.get<CompareTable>(`${COMPARE_PATH}/table`, { query: { mlNums: mlNums.join(',') }, toast: false, signal })

const compareTableQuery = (mlNums: readonly string[]) =>
  queryOptions({
    queryKey: [...COMPARE_KEY, 'table', mlNums],
    queryFn: ({ signal }) => getCompareTable(mlNums, signal),
    staleTime: 60_000,
  })

/**
 * The table of the basket's homes; nothing is asked while the basket is empty. While a changed basket's table is
 * on its way the previous one stays on screen (the screen leaves out the homes no longer in the basket).
 */
export function useCompareTable(mlNums: readonly string[]) {
  return useQuery({ ...compareTableQuery(mlNums), enabled: mlNums.length > 0, placeholderData: keepPreviousData })
}
