import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import {
  PreconRegistrationSlotContext,
  type RenderPreconRegistration,
} from '../../shared/ui/precon-registration-slot.ts'
import { ActionsSpace } from './actions/actions-space.tsx'

// The actions come with the project page that shows them, not with every first screen: they use the UI kit's button.
const RegistrationActions = lazy(() =>
  import('./actions/registration-actions.tsx').then((m) => ({ default: m.RegistrationActions })),
)

/**
 * The actions once the page is in the browser: a server drawing of the project page and the first render that takes
 * it over both hold their room instead, so the two agree, neither waits for the actions' code, and nothing below
 * them moves when they come.
 */
function RegistrationActionsOnceMounted({ target }: { target: Parameters<RenderPreconRegistration>[0] }) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted ? (
    <Suspense fallback={<ActionsSpace />}>
      <RegistrationActions target={target} />
    </Suspense>
  ) : (
    <ActionsSpace />
  )
}

const render: RenderPreconRegistration = (target) => <RegistrationActionsOnceMounted target={target} />

/** Fills the registration slot of the pre-construction project and floor-plan pages under it. */
export function PreconRegistrationSlots({ children }: { children: ReactNode }) {
  return <PreconRegistrationSlotContext value={render}>{children}</PreconRegistrationSlotContext>
}
