import { CODE_RESEND_INTERVAL_S } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCountdown } from '../use-countdown.ts'

export interface SendCodeButtonProps {
  /** Sends the code; resolves the seconds to wait before the next one, or null when nothing was sent. */
  onSend: () => Promise<number | null>
}

/** 'Send code', then 'Resend in N s' and disabled for 60 s (spec §4 countdown, §9 interval). */
export function SendCodeButton({ onSend }: SendCodeButtonProps) {
  const { t } = useTranslation()
  const { remaining, start } = useCountdown(CODE_RESEND_INTERVAL_S)
  const [sending, setSending] = useState(false)

  const send = async () => {
    setSending(true)
    try {
      const wait = await onSend()
      if (wait !== null) start(wait)
    } finally {
      setSending(false)
    }
  }

  return (
    <Button
      size="small"
      fill="outline"
      color="primary"
      shape="rounded"
      disabled={remaining > 0 || sending}
      loading={sending}
      onClick={send}
    >
      {remaining > 0 ? t('ui.account.code.resend', { seconds: remaining }) : t('ui.account.code.send')}
    </Button>
  )
}
