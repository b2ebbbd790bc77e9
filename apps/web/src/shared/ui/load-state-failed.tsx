import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { EmptyState } from './empty-state.tsx'

/** The texts of the "could not load" view. */
export interface FailedTexts {
  title: string
  /** The line under the title when the call never got an answer; by default "Check your connection…". */
  text?: string
  retry: string
  /** An outlined retry button, for a part of a screen rather than the whole of it. */
  outline?: boolean
}

export interface LoadStateFailedProps {
  texts: FailedTexts
  /** The request never reached us (offline, no network, timed out); otherwise the failure was on our side. */
  connection: boolean
  onRetry: () => void
}

/**
 * "Could not load" with a retry button, as every list and detail screen shows it. A server failure says it was
 * ours; only a call that got no answer asks the person to check their connection.
 */
export function LoadStateFailed({ texts, connection, onRetry }: LoadStateFailedProps) {
  const { t } = useTranslation()
  return (
    <EmptyState
      variant={connection ? 'disconnected' : 'failed'}
      title={texts.title}
      description={connection ? (texts.text ?? t('ui.shell.failed.connection')) : t('ui.shell.failed.server')}
      action={
        <Button color="primary" fill={texts.outline ? 'outline' : 'solid'} shape="rounded" onClick={onRetry}>
          {texts.retry}
        </Button>
      }
    />
  )
}
