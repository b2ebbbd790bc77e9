import { Button } from 'antd-mobile'
import { EmptyState } from './empty-state.tsx'

/** The texts of the "could not load" view; `text` is the line under the title. */
export interface FailedTexts {
  title: string
  text?: string
  retry: string
}

/** "Could not load" with a retry button, as every list and detail screen shows it. */
export function LoadStateFailed({ texts, onRetry }: { texts: FailedTexts; onRetry: () => void }) {
  return (
    <EmptyState
      variant="disconnected"
      title={texts.title}
      description={texts.text}
      action={
        <Button color="primary" shape="rounded" onClick={onRetry}>
          {texts.retry}
        </Button>
      }
    />
  )
}
