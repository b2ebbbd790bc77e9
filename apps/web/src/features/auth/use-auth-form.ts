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

  /** Sets field messages, leaving alone the fields whose message does not change. */
  const setMessages = (messages: Record<string, string | null>) => {
    const changed = Object.entries(messages).filter(([name, text]) => (form.getFieldError(name)[0] ?? null) !== text)
    if (changed.length > 0) form.setFields(changed.map(([name, text]) => ({ name, errors: text ? [text] : [] })))
  }

  /** Shows the schema's messages under their fields; true when there were any. */
  const showErrors = (errors: FieldErrors, only: readonly string[] = fieldNames): boolean => {
    setMessages(Object.fromEntries(only.map((name) => [name, errors[name] ? t(errors[name], { field: name }) : null])))
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
      setMessages(fields)
      setAlert(message)
      return false
    } finally {
      setBusy(false)
    }
  }

  /** Clears a field's message as soon as the person edits it. */
  const onValuesChange = (changed: Partial<V>) => {
    setMessages(Object.fromEntries(Object.keys(changed).map((name) => [name, null])))
  }

  return { form, alert, busy, showErrors, clearMessages, run, onValuesChange }
}
