import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { isInAppBrowser } from '../pwa/in-app-browser.ts'
import { alertDialog } from './overlays.ts'

/**
 * The click handler of a download link: in another app's browser (WeChat's above all), which refuses downloads, it
 * stops the click and says, in a dialog, to open the page in the phone's browser and how; elsewhere the link works as a link.
 */
export function useDownloadGuard(): (event: MouseEvent) => void {
  const { t } = useTranslation()
  return (event) => {
    if (!isInAppBrowser()) return
    event.preventDefault()
    void alertDialog({
      title: t('ui.install.inApp.title'),
      content: t('ui.download.openInBrowser'),
      confirmText: t('ui.download.gotIt'),
    })
  }
}
