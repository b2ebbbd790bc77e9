import { Form } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type FieldErrors, toServerErrors } from './form-errors.ts'

/**
 * State every account form shares: the antd-mobile form, field messages from the core schemas, the server's
 * answer placed under its field or above the submit button, and a busy flag while a request runs.
 */
export function useAuthForm<V extends object>(fieldNames: readonly (keyof V & string)[]) {
  const { t } = useTranslation()
  const [form] = Form.useForm<V>()
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  /** Shows the schema's messages under their fields; true when there were any. */
  const showErrors = (errors: FieldErrors, only: readonly string[] = fieldNames): boolean => {
    form.setFields(only.map((name) => ({ name, errors: errors[name] ? [t(errors[name], { field: name })] : [] })))
    return only.some((name) => errors[name])
  }

  /** Removes every field message and the form alert (e.g. when switching between e-mail and phone). */
  const clearMessages = () => {
    showErrors({})
    setAlert(null)
  }

  /** Runs a request; a failure lands under its field(s) or in the form alert. */
  const run = async (action: () => Promise<void>, fallback = t('error.submitFailed')): Promise<boolean> => {
    setAlert(null)
    setBusy(true)
    try {
      await action()
      return true
    } catch (error) {
      const { fields, form: message } = toServerErrors(error, fieldNames, fallback)
      form.setFields(Object.entries(fields).map(([name, text]) => ({ name, errors: [text] })))
      setAlert(message)
      return false
    } finally {
      setBusy(false)
    }
  }

  /** Clears a field's message as soon as the person edits it. */
  const onValuesChange = (changed: Partial<V>) => {
    form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })))
  }

  return { form, alert, busy, showErrors, clearMessages, run, onValuesChange }
}
