import { MAP_SHARE_LIMIT } from '@maplenest/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast } from '../../../shared/ui/overlays.ts'
import { selectFirst, toggleSelection } from './selection.ts'

/** The listings picked for sharing; a pick past the limit is refused with 'exceeds 20 limit'. */
export function useSelection() {
  const { t } = useTranslation()
  const [selection, setSelection] = useState<readonly string[]>([])
  return {
    selection,
    toggle: (mlNum: string) => {
      const next = toggleSelection(selection, mlNum)
      if (next.refused) showToast({ content: t('ui.map.select.limit', { limit: MAP_SHARE_LIMIT }) })
      setSelection(next.selection)
    },
    selectAll: (mlNums: readonly string[]) => setSelection(selectFirst(mlNums)),
    clear: () => setSelection([]),
  }
}
