import type { ScamTarget } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { toLoginPath, useSignedIn } from '../../../shared/session/index.ts'

// the form and its rules load when someone opens it, not with every lease's page
const ReportSheet = lazy(() => import('./report-sheet.tsx').then((m) => ({ default: m.ReportSheet })))

/**
 * "Report a suspected scam" on a listing or an agent: what happened (one of the patterns that hit students) and
 * details, into the administrators' queue. A visitor is sent to sign in first.
 */
export function ReportButton({
  targetType,
  targetId,
  name,
}: {
  targetType: ScamTarget
  targetId: string
  name: string
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const signedIn = useSignedIn()
  const [open, setOpen] = useState(false)

  const start = () => {
    if (!signedIn) {
      void navigate(toLoginPath(`${pathname}${search}`))
      return
    }
    setOpen(true)
  }

  return (
    <>
      <Button fill="none" size="small" onClick={start} aria-haspopup="dialog">
        {t(targetType === 'listing' ? 'ui.rentals.report.listing' : 'ui.rentals.report.agent')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportSheet targetType={targetType} targetId={targetId} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
