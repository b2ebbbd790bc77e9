import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyDialog } from '../../../shared/ui/overlays.ts'
import { useSheetMount } from '../../../shared/ui/use-sheet-mount.ts'
import styles from './share-link-dialog.module.css'

/** The link to a shared selection, shown when it was copied or could not be handed to the share sheet. */
export function ShareLinkDialog({ link, onClose }: { link: string | null; onClose: () => void }) {
  const { t } = useTranslation()
  // the dialog joins the map at its first opening, with the UI kit's animated parts
  const dialog = useSheetMount(link !== null)
  if (!dialog.mount) return null
  return (
    <Suspense fallback={null}>
      <LazyDialog
        visible={link !== null}
        title={t('ui.map.share.linkTitle')}
        content={
          <div className={styles.linkBox}>
            <p>{t('ui.map.share.linkHint')}</p>
            <input
              readOnly
              value={link ?? ''}
              aria-label={t('ui.map.share.linkTitle')}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
        }
        closeOnMaskClick
        onClose={onClose}
        actions={[{ key: 'close', text: t('ui.map.share.close'), onClick: onClose }]}
      />
    </Suspense>
  )
}
