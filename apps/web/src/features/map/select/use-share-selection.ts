import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { isApiError } from '../../../shared/api/api-error.ts'
import { APP_BASE_PATH } from '../../../shared/api/navigation.ts'
import { toLoginPath } from '../../../shared/session/return-path.ts'
import { useSignedIn } from '../../../shared/session/use-session.ts'
import { shareLink } from '../../../shared/share/share-link.ts'
import { confirmDialog, showToast } from '../../../shared/ui/overlays.ts'
import { useCreateShare } from '../api/create-share.ts'
import { toSharedMapUrl } from './share-link.ts'

/**
 * Share the selected listings: a visitor is told why an account is needed and, if they agree, goes to sign in
 * (`beforeSignIn` keeps their work, and the share is made when they come back); a signed-in person gets a link
 * through the share sheet, else the clipboard; the link is also shown when it was not shared.
 */
export function useShareSelection(selection: readonly string[], beforeSignIn?: () => void) {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const creating = useCreateShare()
  const working = creating.isPending
  const [link, setLink] = useState<string | null>(null)

  const toSignIn = () => {
    beforeSignIn?.()
    void navigate(toLoginPath(`${pathname}${search}`))
  }

  const share = async () => {
    if (selection.length === 0 || working) return
    if (!signedIn) {
      const agreed = await confirmDialog({
        title: t('ui.map.share.signIn.title'),
        content: t('ui.map.share.signIn.why'),
        confirmText: t('ui.map.share.signIn.confirm'),
        cancelText: t('ui.map.share.signIn.cancel'),
      })
      if (agreed) toSignIn()
      return
    }
    try {
      const { shareId } = await creating.mutateAsync(selection)
      const url = toSharedMapUrl(shareId, window.location.origin, APP_BASE_PATH)
      const outcome = await shareLink({
        url,
        title: t('ui.map.share.title'),
        text: t('ui.map.share.text', { count: selection.length }),
      })
      if (outcome === 'shared') showToast({ content: t('ui.map.share.success') })
      if (outcome === 'copied') {
        showToast({ content: t('ui.map.share.copied') })
        setLink(url)
      }
      if (outcome === 'unsupported') {
        showToast({ content: t('ui.map.share.unsupported') })
        setLink(url)
      }
    } catch (error) {
      if (isApiError(error) && (error.code === 401 || error.code === 403)) toSignIn()
      else showToast({ content: isApiError(error) && error.msg ? error.msg : t('ui.map.share.failed') })
    }
  }

  return { share, working, link, closeLink: () => setLink(null) }
}
