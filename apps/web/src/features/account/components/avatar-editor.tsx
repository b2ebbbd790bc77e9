import { AVATAR_MAX_BYTES, AVATAR_TYPES, type MessageKey, type UserRecord } from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import { type ChangeEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError } from '../../../shared/api/api-error.ts'
import styles from '../account.module.css'
import { ACCOUNT_PATHS } from '../account-paths.ts'
import { uploadAvatar } from '../api/upload-avatar.ts'
import { storeUser } from '../store-user.ts'
import { UserAvatar } from './user-avatar.tsx'

/** What the screen can tell before sending: the type the browser read and the size (the server checks the bytes). */
function checkFile(file: File): MessageKey | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'file.upload.unsupportedType'
  if (file.size > AVATAR_MAX_BYTES) return 'file.upload.tooLarge'
  return null
}

/**
 * /pages/my/info/avatar: choose a photo, see it as it will be kept (the centre square, shown in the circle the app
 * draws it in), and save it. The server cuts and re-encodes it; the preview shows the same centre crop.
 */
export function AvatarEditor({ user }: { user: UserRecord }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!file) return
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    event.target.value = ''
    if (!chosen) return
    const refusal = checkFile(chosen)
    setProblem(refusal ? t(refusal) : null)
    if (!refusal) setFile(chosen)
  }

  const save = async () => {
    if (!file) return
    setBusy(true)
    setProblem(null)
    try {
      const { user: saved } = await uploadAvatar(file, file.name)
      await storeUser(saved)
      Toast.show({ content: t('account.avatar.saved') })
      navigate(ACCOUNT_PATHS.account, { replace: true })
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('error.submitFailed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.screen}>
      <section
        className={styles.preview}
        aria-label={preview ? t('ui.profile.avatar.preview') : t('ui.profile.avatar.current')}
      >
        {preview ? (
          <img className={styles.avatar} src={preview} alt={t('ui.profile.avatar.preview')} width={160} height={160} />
        ) : (
          <UserAvatar user={user} size={160} />
        )}
        {!preview && !user.avatar ? <p className={styles.hint}>{t('ui.profile.avatar.none')}</p> : null}
        <label className={styles.chooser} htmlFor={inputId}>
          {t('ui.profile.avatar.choose')}
          <input
            id={inputId}
            className={styles.fileInput}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            onChange={choose}
          />
        </label>
        <p className={styles.hint}>{t('ui.profile.avatar.rules', { mb: AVATAR_MAX_BYTES / (1024 * 1024) })}</p>
        {problem ? (
          <p role="alert" className={styles.alert}>
            {problem}
          </p>
        ) : null}
      </section>
      <div className={styles.actions}>
        <Button block color="primary" shape="rounded" size="large" disabled={!file} loading={busy} onClick={save}>
          {t('ui.profile.avatar.save')}
        </Button>
      </div>
    </div>
  )
}
