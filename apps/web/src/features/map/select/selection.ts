import { MAP_SHARE_LIMIT } from '@maplenest/core'

/** The listings picked for sharing, in the order picked (spec §5: at most MAP_SHARE_LIMIT). */
type Selection = readonly string[]

type SelectionResult = { selection: Selection; refused: boolean }

/** Adds or removes one listing; adding past the limit is refused and the selection stays as it was. */
export function toggleSelection(selection: Selection, mlNum: string, limit = MAP_SHARE_LIMIT): SelectionResult {
  if (selection.includes(mlNum)) return { selection: selection.filter((n) => n !== mlNum), refused: false }
  if (selection.length >= limit) return { selection, refused: true }
  return { selection: [...selection, mlNum], refused: false }
}

/** Select all: the first `limit` listings of the list, in list order (spec §5). */
export function selectFirst(mlNums: readonly string[], limit = MAP_SHARE_LIMIT): Selection {
  return [...new Set(mlNums)].slice(0, limit)
}
