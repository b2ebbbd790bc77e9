import { Button } from 'antd-mobile'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyPopup, LazySpinLoading, showToast } from '../../../shared/ui/overlays.ts'
import { useSheetMount } from '../../../shared/ui/use-sheet-mount.ts'
import { useAcceptVowTerms } from '../api/accept-vow-terms.ts'
import { useVowTerms } from '../api/get-vow-terms.ts'
import styles from './vow.module.css'

export interface VowTermsSheetProps {
  visible: boolean
  onClose: () => void
  /** The terms were accepted (the listings on screen are asked for again already). */
  onAccepted?: () => void
}

/** The VOW terms of use in a bottom sheet (70 % of the height at most), with accept and not now. */
export function VowTermsSheet({ visible, onClose, onAccepted }: VowTermsSheetProps) {
  const { t } = useTranslation()
  const { data: terms, isError: failed } = useVowTerms(visible)
  const accepting = useAcceptVowTerms()
  const sheet = useSheetMount(visible)

  const accept = () => {
    if (!terms) return
    accepting.mutate(undefined, {
      onSuccess: () => {
        showToast({ content: t('ui.listing.vow.accepted') })
        onClose()
        onAccepted?.()
      },
      // on failure the client showed why; the sheet stays open to try again
    })
  }

  if (!sheet.mount) return null
  return (
    <Suspense fallback={null}>
      <LazyPopup
        visible={sheet.show}
        onMaskClick={onClose}
        onClose={onClose}
        position="bottom"
        bodyClassName={styles.sheet}
        destroyOnClose
      >
        <section className={styles.sheetInner} aria-labelledby="vow-terms-title" role="dialog" aria-modal="true">
          <h2 id="vow-terms-title" className={styles.sheetTitle}>
            {terms?.titleKey ? t(terms.titleKey) : t('ui.listing.vow.sheetTitle')}
          </h2>
          <div className={styles.sheetText}>
            {terms ? (
              terms.clauseKeys.map((key) => <p key={key}>{t(key)}</p>)
            ) : failed ? (
              <p role="alert">{t('ui.listing.detail.failedTitle')}</p>
            ) : (
              <div className={styles.sheetLoading} role="status">
                <LazySpinLoading color="primary" style={{ '--size': '20px' }} />
                {t('ui.listing.vow.loading')}
              </div>
            )}
          </div>
          <div className={styles.sheetActions}>
            <Button fill="outline" shape="rounded" onClick={onClose}>
              {t('ui.listing.vow.cancel')}
            </Button>
            <Button color="primary" shape="rounded" disabled={!terms} loading={accepting.isPending} onClick={accept}>
              {t('ui.listing.vow.accept')}
            </Button>
          </div>
        </section>
      </LazyPopup>
    </Suspense>
  )
}
