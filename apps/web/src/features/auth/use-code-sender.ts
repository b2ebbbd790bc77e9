import {
  CODE_RESEND_INTERVAL_S,
  type CodeChannel,
  type CodePurpose,
  sendEmailCodeSchema,
  sendSmsCodeSchema,
} from '@maplenest/core'
import { Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../shared/api/api-error.ts'
import type { SchemaForm } from '../../shared/forms/use-schema-form.ts'
import { sendCode } from './api/send-code.ts'

/** The address field a channel uses, named as the request field. */
export const addressField = (channel: CodeChannel) => (channel === 'email' ? 'email' : 'phonenumber')

/**
 * 'Send code' for one form: checks the address with the core schema, sends the code and says so; resolves the
 * seconds until another may be sent (the server's answer, else 60; when the server said it is too soon, the seconds
 * it said to wait), or null when nothing was sent and there is nothing to wait for.
 */
export function useCodeSender(
  formState: Pick<SchemaForm<'email' | 'phonenumber'>, 'parse' | 'run'> & {
    getAddress: () => string
  },
  channel: CodeChannel,
  purpose: CodePurpose,
) {
  const { t } = useTranslation()
  return async (): Promise<number | null> => {
    const address = formState.getAddress().trim()
    const field = addressField(channel)
    const request =
      channel === 'email'
        ? formState.parse(sendEmailCodeSchema, { email: address, purpose }, [field])
        : formState.parse(sendSmsCodeSchema, { phonenumber: address, purpose }, [field])
    if (!request) return null
    let wait: number = CODE_RESEND_INTERVAL_S
    let tooSoon: number | null = null
    const sent = await formState.run(async () => {
      try {
        const answer = await sendCode(channel, address, purpose)
        wait = readSeconds(answer) ?? CODE_RESEND_INTERVAL_S
        Toast.show({ content: t('auth.code.sent') })
      } catch (error) {
        // asked again too soon: the server's words ("Please wait 22 seconds…") go to the form, and the button counts
        // down the same seconds, so the wait is seen rather than a button that does nothing
        if (isApiError(error) && error.code === 429) tooSoon = readSeconds(error.data)
        throw error
      }
    })
    return sent ? wait : tooSoon
  }
}

function readSeconds(answer: unknown): number | null {
  if (typeof answer !== 'object' || answer === null || !('seconds' in answer)) return null
  return typeof answer.seconds === 'number' && answer.seconds > 0 ? answer.seconds : null
}
