import { sendEmailCodeSchema } from '@maplenest/core'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/api-error.ts'
import { applyLocale } from '../i18n/i18n.ts'
import { useSchemaForm } from './use-schema-form.ts'

const FIELDS = ['email'] as const

/** The smallest form the hook drives: one e-mail box checked by a core schema, and a request when it passes. */
function EmailForm({ send }: { send: (email: string) => Promise<unknown> }) {
  const [email, setEmail] = useState('')
  const { messages, parse, clearField, run, alert, busy } = useSchemaForm(FIELDS)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const request = parse(sendEmailCodeSchema, { email, purpose: 'register' })
        if (request) void run(() => send(request.email))
      }}
    >
      <label htmlFor="email">E-mail</label>
      <input
        id="email"
        value={email}
        aria-invalid={messages.email ? true : undefined}
        aria-describedby={messages.email ? 'email-error' : undefined}
        onChange={(event) => {
          setEmail(event.target.value)
          clearField('email')
        }}
      />
      {messages.email ? <p id="email-error">{messages.email}</p> : null}
      {alert ? <p role="alert">{alert}</p> : null}
      <button type="submit" disabled={busy}>
        Send
      </button>
    </form>
  )
}

const emailBox = () => screen.getByLabelText('E-mail')
const type = (value: string) => fireEvent.change(emailBox(), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }))
const messageOfBox = () => {
  const id = emailBox().getAttribute('aria-describedby')
  return id ? document.getElementById(id)?.textContent : null
}

describe('useSchemaForm', () => {
  it('shows the core schema’s message under its field in the current language, and clears it when fixed', async () => {
    const send = vi.fn(async () => {})
    render(<EmailForm send={send} />)

    type('not-an-email')
    submit()
    expect(messageOfBox()).toBe('Enter a valid e-mail address')
    expect(emailBox().getAttribute('aria-invalid')).toBe('true')

    await act(async () => applyLocale('zh-Hans-CN'))
    expect(messageOfBox()).toBe('邮箱格式不正确')

    type('ada@example.ca')
    expect(messageOfBox()).toBeNull()
    expect(emailBox().getAttribute('aria-invalid')).toBeNull()
    submit()
    expect(messageOfBox()).toBeNull()
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith('ada@example.ca'))
  })

  it('says an empty field is empty, and sends nothing', () => {
    const send = vi.fn(async () => {})
    render(<EmailForm send={send} />)
    submit()
    expect(messageOfBox()).toBe('Enter your e-mail address')
    expect(send).not.toHaveBeenCalled()
  })

  it('puts the server’s field message under the field, and any other answer above the button', async () => {
    const send = vi
      .fn<(email: string) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError(400, 'This request is not valid', {
          fields: [{ field: 'email', message: 'this e-mail is taken' }],
        }),
      )
      .mockRejectedValueOnce(new ApiError(429, 'too many requests', null))
    render(<EmailForm send={send} />)

    type('ada@example.ca')
    submit()
    expect(await screen.findByText('this e-mail is taken')).toBe(document.getElementById('email-error'))
    expect(screen.queryByRole('alert')).toBeNull()

    type('bea@example.ca')
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('too many requests')
    expect(messageOfBox()).toBeNull()
  })
})
