import { describe, expect, it } from 'vitest'
import { feedbackFormSchema } from './feedback.schema.ts'

describe('the feedback form', () => {
  it('takes the spec’s three types, a text and an optional contact', () => {
    expect(feedbackFormSchema.parse({ type: '1', text: ' Map froze ', contact: '' })).toEqual({
      type: 1,
      text: 'Map froze',
      contact: null,
    })
  })

  it.each([
    [{ type: '3', text: 'x' }, 'type', 'feedback.validation.type'],
    [{ type: 'x', text: 'x' }, 'type', 'feedback.validation.type'],
    [{ type: '0', text: '   ' }, 'text', 'feedback.validation.textRequired'],
    [{ type: '0' }, 'text', 'feedback.validation.textRequired'],
    [{ type: '0', text: 'x'.repeat(2001) }, 'text', 'feedback.validation.textTooLong'],
  ])('refuses %j on %s', (input, field, message) => {
    const result = feedbackFormSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([field])
    expect(result.error?.issues[0]?.message).toBe(message)
  })
})
