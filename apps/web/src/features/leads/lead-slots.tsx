import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { LeadQuestionSlotContext, type RenderLeadQuestion } from '../../shared/ui/lead-slot.ts'

// The button comes with the screen that shows it, not with every first screen.
const QuestionButton = lazy(() => import('./ask/question-button.tsx').then((m) => ({ default: m.QuestionButton })))

/** The button once the page is in the browser, so a server drawing and the first render agree without it. */
function QuestionOnceMounted({ target }: { target: Parameters<RenderLeadQuestion>[0] }) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted ? (
    <Suspense fallback={null}>
      <QuestionButton target={target} />
    </Suspense>
  ) : null
}

const render: RenderLeadQuestion = (target) => <QuestionOnceMounted target={target} />

/** Fills the question slot of the listing, compare and chat screens under it. */
export function LeadQuestionSlots({ children }: { children: ReactNode }) {
  return <LeadQuestionSlotContext value={render}>{children}</LeadQuestionSlotContext>
}
