import { Form } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { type SchemaForm, useSchemaForm } from '../../shared/forms/use-schema-form.ts'

/** The request fields the server may name that the account forms show as the one code box. */
const FIELD_ALIASES = { emailCode: 'code', smsCode: 'code' }

/**
 * An account form: the antd-mobile form that holds the values and lays out the fields, with the messages of the
 * shared schema form copied into it, since antd-mobile draws a field's message from its own store.
 */
export function useAuthForm<V extends object>(
  fieldNames: readonly (keyof V & string)[],
): SchemaForm<keyof V & string> & {
  form: ReturnType<typeof Form.useForm<V>>[0]
  onValuesChange: (changed: Partial<V>) => void
} {
  const [form] = Form.useForm<V>()
  const schemaForm = useSchemaForm(fieldNames, { aliases: FIELD_ALIASES })
  const { messages, clearField } = schemaForm

  // What the antd-mobile form shows now; only the fields whose message changed are set again.
  const shown = useRef<Partial<Record<string, string>>>({})
  useEffect(() => {
    const changed = fieldNames.filter((name) => shown.current[name] !== messages[name])
    if (changed.length === 0) return
    shown.current = { ...messages }
    form.setFields(changed.map((name) => ({ name, errors: messages[name] ? [messages[name]] : [] })))
  }, [form, fieldNames, messages])

  /** Clears a field's message as soon as the person edits it. */
  const onValuesChange = (changed: Partial<V>) => {
    for (const name of Object.keys(changed)) clearField(name as keyof V & string)
  }

  return { ...schemaForm, form, onValuesChange }
}
