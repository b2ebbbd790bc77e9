import { Button } from 'antd-mobile'
import { FormAlert } from './form-alert.tsx'

/** The end of an account form: the server's message, if any, and the submit button. */
export function SubmitFooter({ label, alert, busy }: { label: string; alert: string | null; busy: boolean }) {
  return (
    <>
      <FormAlert message={alert} />
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={busy}>
        {label}
      </Button>
    </>
  )
}
