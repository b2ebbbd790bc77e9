import type { MessageKey } from '@maplenest/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkFields, type FieldErrors, type Parser, toFieldErrors, toServerErrors } from './schema-errors.ts'

/** A field's message: a catalogue key from a core schema (shown in the current language) or the server's text. */
type FieldMessage = { key: MessageKey } | { text: string }

export interface SchemaFormOptions {
  /** Request field names the server may report that the form shows under another name (e.g. emailCode → code). */
  aliases?: Readonly<Record<string, string>>
}

export interface SchemaForm<F extends string> {
  /** Each field's message in the current language; a field without a problem is absent. */
  messages: Partial<Record<F, string>>
  /** Parses a value with a core schema and shows its problems under their fields: the data, or null. A new
   * attempt also removes the server's earlier answer above the button. */
  parse<T>(schema: Parser<T>, value: unknown, only?: readonly F[]): T | null
  /** Checks each field with its own core schema, as `parse` does; true when every one is fine. */
  check(checks: Partial<Record<F, readonly [Parser, unknown]>>): boolean
  /** Sets or removes one field's message, for a rule no schema can see (a file's bytes). */
  setMessage(name: F, key: MessageKey | null): void
  /** Removes a field's message, as soon as the person edits it. */
  clearField(name: F): void
  /** Removes every message and the form alert, e.g. when the form switches between e-mail and phone. */
  clearMessages(): void
  /** The server's message that belongs to no single field. */
  alert: string | null
  /** A request is running. */
  busy: boolean
  /** Runs a request; a failure lands under its field(s) or in the alert. True when it succeeded. */
  run(action: () => Promise<unknown>, fallback?: string): Promise<boolean>
}

/**
 * One form's messages, driven by the core zod schemas: a schema's issues are catalogue keys shown under their
 * fields in the current language (they follow a language switch), the server's answer lands under its fields or
 * above the submit button, and `busy` covers the request. The form keeps its own values; this holds what is said.
 */
export function useSchemaForm<F extends string>(
  fields: readonly F[],
  { aliases = {} }: SchemaFormOptions = {},
): SchemaForm<F> {
  const { t, i18n } = useTranslation()
  const [state, setState] = useState<Partial<Record<F, FieldMessage>>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is what makes the same keys read anew
  const messages = useMemo(() => {
    const shown: Partial<Record<F, string>> = {}
    for (const name of fields) {
      const message = state[name]
      if (message) shown[name] = 'key' in message ? t(message.key, { field: name }) : message.text
    }
    return shown
  }, [state, fields, t, i18n.language])

  /** Replaces the messages of `only` with those of `errors`; true when any of them has one. */
  const show = (errors: FieldErrors, only: readonly F[] = fields): boolean => {
    setState((before) => {
      const next = { ...before }
      for (const name of only) {
        const key = errors[name]
        if (key) next[name] = { key }
        else delete next[name]
      }
      return next
    })
    return only.some((name) => errors[name])
  }

  const setField = (name: F, message: FieldMessage | null) =>
    setState((before) => {
      if (!message && !(name in before)) return before
      const next = { ...before }
      if (message) next[name] = message
      else delete next[name]
      return next
    })

  return {
    messages,
    parse: (schema, value, only) => {
      const result = schema.safeParse(value)
      setAlert(null)
      show(toFieldErrors(result), only)
      return result.success ? result.data : null
    },
    check: (checks) => {
      setAlert(null)
      return !show(checkFields(checks as Record<string, readonly [Parser, unknown]>), fields)
    },
    setMessage: (name, key) => setField(name, key ? { key } : null),
    clearField: (name) => setField(name, null),
    clearMessages: () => {
      setState({})
      setAlert(null)
    },
    alert,
    busy,
    run: async (action, fallback = t('error.submitFailed')) => {
      setAlert(null)
      setBusy(true)
      try {
        await action()
        return true
      } catch (error) {
        const { fields: placed, form } = toServerErrors(error, fields, fallback, aliases)
        setState((before) => {
          const next = { ...before }
          for (const [name, text] of Object.entries(placed)) next[name as F] = { text }
          return next
        })
        setAlert(form)
        return false
      } finally {
        setBusy(false)
      }
    },
  }
}
