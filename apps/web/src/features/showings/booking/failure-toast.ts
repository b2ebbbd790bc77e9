import type { MessageKey } from '@maplenest/core'
import { Toast } from 'antd-mobile'
import type { TFunction } from 'i18next'
import { isApiError } from '../../../shared/api/api-error.ts'

/** The failure line ('The showing could not be booked', 'Your change could not be saved') with the server's reason. */
export function showFailure(t: TFunction, title: MessageKey, error: unknown): void {
  const reason = isApiError(error) && error.msg ? error.msg : t('error.submitFailed')
  Toast.show({ content: `${t(title)}: ${reason}`, duration: 3000 })
}
