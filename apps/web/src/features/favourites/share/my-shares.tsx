import type { FavouriteShareSummary, Locale } from '@maplenest/core'
import { Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { copyLink } from '../../../shared/share/share-link.ts'
import { useMyShares } from '../api/my-shares.ts'
import { useRevokeFavouriteShare } from '../api/revoke-share.ts'
import styles from './share.module.css'
import { toShareUrl } from './share-link.ts'

function ShareLinkRow({ share }: { share: FavouriteShareSummary }) {
  const { t, i18n } = useTranslation()
  const revoke = useRevokeFavouriteShare()
  const date = new Intl.DateTimeFormat(i18n.language as Locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(share.sharedAt),
  )
  const copy = async () => {
    const outcome = await copyLink(toShareUrl(share.path))
    Toast.show({ content: t(outcome === 'copied' ? 'favourite.share.copySuccess' : 'favourite.share.copyFailed') })
  }
  const stop = () =>
    revoke.mutate(share.token, {
      onSuccess: () => Toast.show({ content: t('favourite.share.revoked') }),
      onError: () => Toast.show({ content: t('favourite.share.failed') }),
    })
  return (
    <li className={styles.shareRow}>
      <span className={styles.shareText}>
        {share.count === 1
          ? t('favourite.share.summaryOne', { date })
          : t('favourite.share.summary', { count: share.count, date })}
      </span>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => void copy()}
        aria-label={t('favourite.share.copyNamed', { date })}
      >
        {t('favourite.share.copy')}
      </button>
      <button
        type="button"
        className={styles.dangerButton}
        onClick={stop}
        disabled={revoke.isPending}
        aria-label={t('favourite.share.revokeNamed', { date })}
      >
        {t('favourite.share.revoke')}
      </button>
    </li>
  )
}

/** The person's live share links on the Favs tab: copy one again, or stop sharing it. Nothing when there are none. */
export function MyShares() {
  const { t } = useTranslation()
  const shares = useMyShares()
  const items = shares.data?.items ?? []
  if (items.length === 0) return null
  return (
    <section className={styles.mine} aria-labelledby="favourite-shares-title">
      <h2 id="favourite-shares-title" className={styles.mineTitle}>
        {t('favourite.share.mine')}
      </h2>
      <ul className={styles.shareList}>
        {items.map((share) => (
          <ShareLinkRow key={share.token} share={share} />
        ))}
      </ul>
    </section>
  )
}
