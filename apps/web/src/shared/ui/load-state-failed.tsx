import { Button } from 'antd-mobile'
import { EmptyState } from './empty-state.tsx'

/** The texts of the "could not load" view; `text` is the line under the title. */
export interface FailedTexts {
  title: string
  text?: string
  retry: string
  /** An outlined retry button, for a part of a screen rather than the whole of it. */
  outline?: boolean
}

/** "Could not load" with a retry button, as every list and detail screen shows it. */
export function LoadStateFailed({ texts, onRetry }: { texts: FailedTexts; onRetry: () => void }) {
  return (
    <EmptyState
      variant="disconnected"
      title={texts.title}
      description={texts.text}
      action={
        <Button color="primary" fill={texts.outline ? 'outline' : 'solid'} shape="rounded" onClick={onRetry}>
          {texts.retry}
        </Button>
      }
    />
  )
}
