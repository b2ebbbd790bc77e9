import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { BROWSE_HISTORY_KEY, BROWSE_PATH, type ViewedListing } from './get-browse-history.ts'

/** DELETE /house/api/browse/v1/:mlNum removes one listing; DELETE /house/api/browse/v1 clears the history. */
function deleteBrowseHistory(mlNum?: string): Promise<unknown> {
  const path = mlNum ? `${BROWSE_PATH}/${encodeURIComponent(mlNum)}` : BROWSE_PATH
  return api.delete<unknown>(path, undefined, { toast: false })
}

/**
 * Removes one listing (or, with no number, all of them) from the history: the rows leave the screen as soon as
 * the server agrees, and the history is asked for again when next shown.
 */
export function useDeleteBrowseHistory() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (mlNum: string | undefined) => deleteBrowseHistory(mlNum),
    onSuccess: (_answer, mlNum) => {
      client.setQueryData<ViewedListing[]>(BROWSE_HISTORY_KEY, (items) =>
        mlNum ? items?.filter((item) => item.mlNum !== mlNum) : [],
      )
      return client.invalidateQueries({ queryKey: BROWSE_HISTORY_KEY, refetchType: 'none' })
    },
  })
}
