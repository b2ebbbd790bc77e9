import type { AppConfigInput, AppInfoVo, AppPicture } from '@maplenest/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { AGENT_APPS_KEY, APP_PATH } from './agent-apps-keys.ts'

/** PUT /house/api/app/v1/mine: name, short name, colour, sub-domain and signature switch. */
const saveAppConfig = (body: AppConfigInput) => api.put<AppInfoVo>(`${APP_PATH}/mine`, body, { toast: false })

/** POST /house/api/app/v1/mine/picture/{icon|logo|adv}: one picture (the icon is made into every manifest size). */
function uploadAppPicture({ picture, file }: { picture: AppPicture; file: File }) {
  const form = new FormData()
  form.append('file', file)
  return api.upload<AppInfoVo>(`${APP_PATH}/mine/picture/${picture}`, form, { toast: false })
}

function useAppWrite<V>(fn: (v: V) => Promise<AppInfoVo>) {
  const client = useQueryClient()
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: AGENT_APPS_KEY }) })
}

export const useSaveAppConfig = () => useAppWrite(saveAppConfig)
export const useUploadAppPicture = () => useAppWrite(uploadAppPicture)
