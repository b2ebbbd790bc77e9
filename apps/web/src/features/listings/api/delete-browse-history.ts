import { api } from '../../../shared/api/api.ts'
import { BROWSE_PATH } from './get-browse-history.ts'

/** DELETE /house/api/browse/v1/:mlNum removes one listing; DELETE /house/api/browse/v1 clears the history. */
export function deleteBrowseHistory(mlNum?: string): Promise<unknown> {
  const path = mlNum ? `${BROWSE_PATH}/${encodeURIComponent(mlNum)}` : BROWSE_PATH
  return api.delete<unknown>(path, undefined, { toast: false })
}
