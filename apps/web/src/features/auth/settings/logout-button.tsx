import { Button, Dialog, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { session } from '../../../shared/session/app-session.ts'

/** 'Sign out', after a confirmation; a visitor session follows (spec §4). */
export function LogoutButton() {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)

  const logout = async () => {
    const confirmed = await Dialog.confirm({
      content: t('ui.account.setup.logoutConfirm'),
      confirmText: t('ui.account.setup.logout'),
      cancelText: t('ui.account.dialog.cancel'),
    })
    if (!confirmed) return
    setBusy(true)
    try {
      await session.logout()
      Toast.show({ content: t('auth.loggedOut') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button block color="danger" fill="outline" shape="rounded" size="large" loading={busy} onClick={logout}>
      {t('ui.account.setup.logout')}
    </Button>
  )
}
