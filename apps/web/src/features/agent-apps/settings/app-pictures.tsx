import { type AppInfoVo, type AppPicture, checkUploadSizes } from '@maplenest/core'
import { Toast } from 'antd-mobile'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error.ts'
import { currentLocale, translate } from '../../../shared/i18n/i18n.ts'
import { useUploadAppPicture } from '../api/app-writes.ts'
import styles from './app-settings.module.css'

const KINDS = { icon: 'agent-icon', logo: 'agent-logo', adv: 'agent-banner' } as const

/** One picture of the app: what it is now, and a button to choose a new one (sent at once). */
function PictureRow({ app, picture }: { app: AppInfoVo; picture: AppPicture }) {
  const { t } = useTranslation()
  const id = useId()
  const upload = useUploadAppPicture()
  const [busy, setBusy] = useState(false)
  const src = picture === 'icon' ? app.icons.icon192 : picture === 'logo' ? app.appLogoUrl : app.appAdvUrl
  const choose = async (file: File | undefined) => {
    if (!file) return
    const problem = checkUploadSizes(KINDS[picture], [file.size])
    if (problem) {
      Toast.show({ content: translate(currentLocale(), problem) })
      return
    }
    setBusy(true)
    try {
      await upload.mutateAsync({ picture, file })
      Toast.show({ content: t('ui.appConfig.picture.saved') })
    } catch (error) {
      Toast.show({ content: isApiError(error) && error.msg ? error.msg : t('ui.appConfig.picture.failed') })
    } finally {
      setBusy(false)
    }
  }
  return (
    <li className={styles.pictureRow}>
      <div className={picture === 'adv' ? styles.previewWide : styles.preview}>
        {src ? <img src={src} alt={t(`ui.appConfig.picture.${picture}.alt`, { appName: app.appName })} /> : null}
      </div>
      <div className={styles.pictureText}>
        <p className={styles.pictureName}>{t(`ui.appConfig.picture.${picture}.name`)}</p>
        <p className={styles.hint}>{t(`ui.appConfig.picture.${picture}.hint`)}</p>
        <label className={styles.upload} htmlFor={id} aria-busy={busy}>
          {busy ? t('ui.appConfig.picture.uploading') : t('ui.appConfig.picture.choose')}
          <input
            id={id}
            className={styles.fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            disabled={busy}
            aria-label={t('ui.appConfig.picture.chooseLabel', { name: t(`ui.appConfig.picture.${picture}.name`) })}
            onChange={(e) => {
              void choose(e.currentTarget.files?.[0])
              e.currentTarget.value = ''
            }}
          />
        </label>
      </div>
    </li>
  )
}

/** The app's icon, logo and advertising picture, each replaced on its own. */
export function AppPictures({ app, only }: { app: AppInfoVo; only?: readonly AppPicture[] }) {
  const pictures = only ?? (['icon', 'logo', 'adv'] as const)
  return (
    <ul className={styles.pictures}>
      {pictures.map((p) => (
        <PictureRow key={p} app={app} picture={p} />
      ))}
    </ul>
  )
}
