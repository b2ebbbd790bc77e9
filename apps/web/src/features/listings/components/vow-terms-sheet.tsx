import { Button, Popup, SpinLoading, Toast } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { acceptVowTerms } from '../api/accept-vow-terms.ts'
import { getVowTerms, type VowTerms } from '../api/get-vow-terms.ts'
import styles from './vow.module.css'

export interface VowTermsSheetProps {
  visible: boolean
  onClose: () => void
  /** The terms were accepted: the screen asks for its data again. */
  onAccepted: () => void
}

/** The VOW terms of use in a bottom sheet (70 % of the height at most), with accept and not now. */
export function VowTermsSheet({ visible, onClose, onAccepted }: VowTermsSheetProps) {
  const { t } = useTranslation()
  const [terms, setTerms] = useState<VowTerms | null>(null)
  const [failed, setFailed] = useState(false)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (!visible || terms) return
    const controller = new AbortController()
    setFailed(false)
    getVowTerms(controller.signal).then(
      (loaded) => setTerms(loaded),
      () => {
        if (!controller.signal.aborted) setFailed(true)
      },
    )
    return () => controller.abort()
  }, [visible, terms])

  const accept = async () => {
    if (!terms) return
    setSending(true)
    try {
      await acceptVowTerms()
      Toast.show({ content: t('ui.listing.vow.accepted') })
      onClose()
      onAccepted()
    } catch {
      // The client showed the failure; the sheet stays open to try again.
    } finally {
      setSending(false)
    }
  }

  return (
    <Popup
      visible={visible}
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
              <SpinLoading color="primary" style={{ '--size': '20px' }} />
              {t('ui.listing.vow.loading')}
            </div>
          )}
        </div>
        <div className={styles.sheetActions}>
          <Button fill="outline" shape="rounded" onClick={onClose}>
            {t('ui.listing.vow.cancel')}
          </Button>
          <Button color="primary" shape="rounded" disabled={!terms} loading={sending} onClick={() => void accept()}>
            {t('ui.listing.vow.accept')}
          </Button>
        </div>
      </section>
    </Popup>
  )
}
