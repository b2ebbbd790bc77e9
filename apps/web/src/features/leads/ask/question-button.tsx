import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { useAppAgent } from '../../../shared/agent-app/agent-app-store.ts'
import { useHasMessage } from '../../../shared/i18n/use-has-message.ts'
import { toLoginPath, useSignedIn } from '../../../shared/session/index.ts'
import type { LeadQuestionTarget } from '../../../shared/ui/lead-slot.ts'
import styles from '../leads.module.css'

// the form and its rules load when someone opens it, not with every listing
const QuestionSheet = lazy(() => import('./question-sheet.tsx').then((m) => ({ default: m.QuestionSheet })))

/**
 * "Send a question" to the agent of the app the person is in: opens the form; someone not signed in (or a visitor)
 * is sent to sign in first and comes back to the page. Outside an agent's app there is nobody to ask, and nothing shows.
 */
export function QuestionButton({ target }: { target: LeadQuestionTarget }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const agent = useAppAgent()
  const signedIn = useSignedIn()
  const [open, setOpen] = useState(false)
  const speaks = useHasMessage('ui.ask.open')
  if (!agent || !speaks) return null
  const label =
    target.kind === 'ask'
      ? t('ui.ask.open')
      : target.kind === 'compare'
        ? t('ui.ask.openCompare', { name: agent.name })
        : t('ui.ask.openChat', { name: agent.name })
  const start = () => {
    if (signedIn) setOpen(true)
    else void navigate(toLoginPath(`${pathname}${search}`))
  }
  return (
    <>
      <button
        type="button"
        // on the assistant's screen it sits above the conversation, second to it
        className={target.kind === 'chat' ? `${styles.askButton} ${styles.askButtonQuiet}` : styles.askButton}
        aria-haspopup="dialog"
        onClick={start}
      >
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <QuestionSheet visible target={target} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
