import { FAVOURITE_SHARE_LIMIT } from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error.ts'
import { shareLink } from '../../../shared/share/share-link.ts'
import { useCreateFavouriteShare } from '../api/create-share.ts'
import styles from './share.module.css'
import { toShareUrl } from './share-link.ts'
import type { ShareSelection } from './use-share-selection.ts'

/**
 * The bar under the list in select mode: how many are chosen, and, once one is, the button that makes the link and
 * hands it to the share sheet (or the clipboard). The link also appears under "Your share links" to copy or revoke;
 * the same selection shared again answers the same link.
 */
export function ShareBar({ selection, onShared }: { selection: ShareSelection; onShared: () => void }) {
  const { t } = useTranslation()
  const creating = useCreateFavouriteShare()
  const count = selection.selected.length

  const share = async () => {
    if (count === 0 || creating.isPending) return
    try {
      const made = await creating.mutateAsync({ items: selection.selected })
      const outcome = await shareLink({
        url: toShareUrl(made.path),
        title: t('favourite.share.ogTitle', { count }),
        text: t('favourite.share.ogDescription'),
      })
      if (outcome === 'shared') Toast.show({ content: t('favourite.share.success') })
      if (outcome === 'copied') Toast.show({ content: t('favourite.share.copySuccess') })
      if (outcome === 'unsupported') Toast.show({ content: t('favourite.share.copyFailed') })
      onShared()
    } catch (error) {
      Toast.show({ content: isApiError(error) && error.msg ? error.msg : t('favourite.share.failed') })
    }
  }

  return (
    <div className={styles.bar}>
      <span className={styles.count} aria-live="polite">
        {t('favourite.share.selected', { count, limit: FAVOURITE_SHARE_LIMIT })}
      </span>
      {/* nothing chosen, nothing to share: the button comes with the first choice */}
      {count > 0 ? (
        <Button
          color="primary"
          shape="rounded"
          loading={creating.isPending}
          loadingText={t('favourite.share.working')}
          onClick={() => void share()}
        >
          {t('favourite.share.create', { count })}
        </Button>
      ) : null}
    </div>
  )
}
