import type { MessageKey } from '@maplenest/core'
import { Toast } from 'antd-mobile'
import type { TFunction } from 'i18next'
import { isApiError } from '../../../shared/api/api-error.ts'

/** The spec's failure line ('Appointment Failed', 'Modify, cancel and review Failed') with the server's reason. */
export function showFailure(t: TFunction, title: MessageKey, error: unknown): void {
  const reason = isApiError(error) && error.msg ? error.msg : t('error.submitFailed')
  Toast.show({ content: `${t(title)}: ${reason}`, duration: 3000 })
}
