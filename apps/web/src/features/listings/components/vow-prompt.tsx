import type { VowAccess } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { LockIcon } from '../../../entities/listing/index.ts'
import { toLoginPath } from '../../../shared/session/return-path.ts'
import { useSheetMount } from '../../../shared/ui/use-sheet-mount.ts'
import styles from './vow.module.css'

// the terms and their sheet load when someone opens them, not with every listing
const VowTermsSheet = lazy(() => import('./vow-terms-sheet.tsx').then((m) => ({ default: m.VowTermsSheet })))

export interface VowPromptProps {
  need: NonNullable<VowAccess['need']>
  /** Called once the terms were accepted (accepting already asks for the listings again). */
  onAccepted?: () => void
  /** 'card': one line with a small button; 'block': a panel with an explanation. */
  layout?: 'card' | 'block'
}

/**
 * What a visitor sees instead of sold prices and history (VOW rules): sign in (and come back here), or read and
 * accept the terms of use, after which the screen loads again.
 */
export function VowPrompt({ need, onAccepted, layout = 'card' }: VowPromptProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const [sheet, setSheet] = useState(false)
  const terms = useSheetMount(sheet)
  const title = t(need === 'signIn' ? 'ui.listing.vow.signInTitle' : 'ui.listing.vow.termsTitle')

  const act = () => {
    if (need === 'signIn') void navigate(toLoginPath(`${pathname}${search}`))
    else setSheet(true)
  }

  return (
    <div className={layout === 'block' ? styles.block : styles.inline}>
      <p className={styles.promptTitle}>
        <LockIcon />
        <span>{title}</span>
      </p>
      {layout === 'block' ? (
        <p className={styles.promptText}>
          {t(need === 'signIn' ? 'ui.listing.vow.signInText' : 'ui.listing.vow.termsText')}
        </p>
      ) : null}
      <Button size={layout === 'block' ? 'middle' : 'mini'} color="primary" shape="rounded" onClick={act}>
        {t(need === 'signIn' ? 'ui.listing.vow.signIn' : 'ui.listing.vow.readTerms')}
      </Button>
      {need === 'acceptTerms' && terms.mount ? (
        <Suspense fallback={null}>
          <VowTermsSheet visible={sheet} onClose={() => setSheet(false)} onAccepted={onAccepted} />
        </Suspense>
      ) : null}
    </div>
  )
}
