import { Form } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { type SchemaForm, useSchemaForm } from '../../shared/forms/use-schema-form.ts'

/**
 * An account form: antd-mobile's form holds the values and labels the fields; the shared schema form says what is
 * wrong, copied into antd-mobile's store because that is where a field's message is drawn from.
 */
export function useAccountForm<V extends object>(
  fieldNames: readonly (keyof V & string)[],
): SchemaForm<keyof V & string> & {
  form: ReturnType<typeof Form.useForm<V>>[0]
  onValuesChange: (changed: Partial<V>) => void
} {
  const [form] = Form.useForm<V>()
  const schemaForm = useSchemaForm(fieldNames)
  const { messages, clearField } = schemaForm
  const shown = useRef<Partial<Record<string, string>>>({})
  useEffect(() => {
    const changed = fieldNames.filter((name) => shown.current[name] !== messages[name])
    if (changed.length === 0) return
    shown.current = { ...messages }
    form.setFields(changed.map((name) => ({ name, errors: messages[name] ? [messages[name]] : [] })))
  }, [form, fieldNames, messages])
  const onValuesChange = (changed: Partial<V>) => {
    for (const name of Object.keys(changed)) clearField(name as keyof V & string)
  }
  return { ...schemaForm, form, onValuesChange }
}
