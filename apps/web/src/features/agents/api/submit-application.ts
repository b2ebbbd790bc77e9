import type { AgentApplicationStatusView, MyAgentApplication } from '@maplenest/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { MY_APPLICATION_KEY } from './get-my-application.ts'

const AGENT_APPLICATIONS_PATH = '/house/api/agent/v1/applications'

/** POST /house/api/agent/v1/applications (multipart, with the photo). Quiet: the form places the server's words. */
const submitApplication = (form: FormData) =>
  api.upload<AgentApplicationStatusView>(AGENT_APPLICATIONS_PATH, form, { toast: false })

/** Sends the broker application; its status replaces the one cached, and is asked for again when next shown. */
export function useSubmitApplication() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (application) => {
      client.setQueryData<MyAgentApplication>(MY_APPLICATION_KEY, (mine) => (mine ? { ...mine, application } : mine))
      return client.invalidateQueries({ queryKey: MY_APPLICATION_KEY, refetchType: 'none' })
    },
  })
}
