import type { CodeChannel } from '@maplenest/core'

export interface ChannelValues {
  email?: string
  phonenumber?: string
  code?: string
  password?: string
  confirmPassword?: string
}

/**
 * The register and reset request fields of one channel, exactly as the core schemas want them (they are strict:
 * the other channel's address must be absent, not empty).
 */
export function toChannelRequest(channel: CodeChannel, values: ChannelValues) {
  const common = {
    code: values.code?.trim() ?? '',
    password: values.password ?? '',
    confirmPassword: values.confirmPassword ?? '',
  }
  return channel === 'email'
    ? { channel, email: values.email?.trim() ?? '', ...common }
    : { channel, phonenumber: values.phonenumber?.trim() ?? '', ...common }
}
