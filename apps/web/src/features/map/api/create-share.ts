import { useMutation } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

export const MAP_SHARE_PATH = '/house/api/map/v1/share'

/** POST /house/api/map/v1/share: a link to up to 20 listings (signed-in people only). */
function createShare(mlNums: readonly string[]): Promise<{ shareId: string }> {
  return api.post<{ shareId: string }>(MAP_SHARE_PATH, { mlNums: [...mlNums] }, { toast: false })
}

/** Creates the link; nothing cached changes (a share is read by whoever opens the link). */
export const useCreateShare = () => useMutation({ mutationFn: createShare })
