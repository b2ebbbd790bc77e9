import { PRECON_REGISTRATION_KINDS, type PreconRegistrationKind } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useHasMessage } from '../../../shared/i18n/use-has-message.ts'
import { toLoginPath, useSignedIn } from '../../../shared/session/index.ts'
import { confirmDialog } from '../../../shared/ui/overlays.ts'
import type { PreconRegistrationTarget } from '../../../shared/ui/precon-registration-slot.ts'
import styles from './actions.module.css'
import { ActionsSpace } from './actions-space.tsx'

// the form and its rules load when someone opens it, not with every project
const RegistrationSheet = lazy(() => import('./registration-sheet.tsx').then((m) => ({ default: m.RegistrationSheet })))

/** The address that opens the form by itself: `?register=<kind>` (where a visitor comes back after signing in). */
export const REGISTER_PARAM = 'register'

const asKind = (value: string | null): PreconRegistrationKind | null =>
  PRECON_REGISTRATION_KINDS.find((k) => k === value) ?? null

/** The page's address with `register=<kind>`. */
function withRegister(pagePath: string, kind: PreconRegistrationKind): string {
  const [path, query = ''] = pagePath.split('?')
  const params = new URLSearchParams(query)
  params.set(REGISTER_PARAM, kind)
  return `${path}?${params.toString()}`
}

/**
 * The three calls to action of a project or floor-plan page: register for updates, ask an agent, book a visit to
 * the sales centre. Each opens the form; a visitor is told why an account is needed and, if they agree, sent to sign
 * in, and comes back to the same page with the form open.
 */
export function RegistrationActions({ target }: { target: PreconRegistrationTarget }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signedIn = useSignedIn()
  const [params, setParams] = useSearchParams()
  const [open, setOpen] = useState<PreconRegistrationKind | null>(null)
  const asked = asKind(params.get(REGISTER_PARAM))
  // a first screen has the first screens' words only: the actions come once they can say their names
  const speaks = useHasMessage('ui.preconRegistration.action.updates')

  useEffect(() => {
    if (!asked || !signedIn) return
    setOpen(asked)
    setParams(
      (p) => {
        const next = new URLSearchParams(p)
        next.delete(REGISTER_PARAM)
        return next
      },
      { replace: true },
    )
  }, [asked, signedIn, setParams])

  if (!speaks) return <ActionsSpace />

  const start = async (kind: PreconRegistrationKind) => {
    if (signedIn) {
      setOpen(kind)
      return
    }
    const agreed = await confirmDialog({
      title: t('ui.preconRegistration.signIn.title'),
      content: t('ui.preconRegistration.signIn.why'),
      confirmText: t('ui.preconRegistration.signIn.confirm'),
      cancelText: t('ui.preconRegistration.signIn.cancel'),
    })
    if (agreed) void navigate(toLoginPath(withRegister(target.pagePath, kind)))
  }

  return (
    <section className={styles.actions} aria-labelledby="precon-registration-actions">
      <h3 id="precon-registration-actions" className={styles.actionsTitle}>
        {t('ui.preconRegistration.actions')}
      </h3>
      <Button color="primary" shape="rounded" block aria-haspopup="dialog" onClick={() => void start('updates')}>
        {t('ui.preconRegistration.action.updates')}
      </Button>
      <Button
        color="primary"
        fill="outline"
        shape="rounded"
        block
        aria-haspopup="dialog"
        onClick={() => void start('ask')}
      >
        {t('ui.preconRegistration.action.ask')}
      </Button>
      <Button
        color="primary"
        fill="outline"
        shape="rounded"
        block
        aria-haspopup="dialog"
        onClick={() => void start('visit')}
      >
        {t('ui.preconRegistration.action.visit')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <RegistrationSheet key={open} visible kind={open} target={target} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </section>
  )
}
