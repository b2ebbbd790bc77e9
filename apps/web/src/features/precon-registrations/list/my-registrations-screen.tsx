import type { PreconRegistration } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PRECONS_PATHS } from '../../../entities/project/index.ts'
import { isApiError } from '../../../shared/api/api-error.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { confirmDialog, showToast } from '../../../shared/ui/overlays.ts'
import { Page } from '../../../shared/ui/page.tsx'
import { useMyRegistrations, useWithdrawRegistration } from '../api/precon-registrations-api.ts'
import styles from '../precon-registrations.module.css'
import { RegistrationCard } from './registration-card.tsx'

/** Account › Pre-construction registrations: each with its status and the agent's reply, withdrawn from its card. */
export function MyRegistrationsScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const registrations = useMyRegistrations()
  const withdrawing = useWithdrawRegistration()

  const withdraw = async (registration: PreconRegistration) => {
    const agreed = await confirmDialog({
      title: registration.project.name,
      content: t('ui.preconRegistration.list.withdrawConfirm'),
      confirmText: t('ui.preconRegistration.list.withdrawYes'),
      cancelText: t('ui.preconRegistration.list.withdrawNo'),
    })
    if (!agreed) return
    try {
      await withdrawing.mutateAsync(registration.id)
      showToast({ content: t('ui.preconRegistration.list.withdrawn') })
    } catch (error) {
      const reason = isApiError(error) && error.msg ? error.msg : t('error.network')
      showToast({ content: t('ui.preconRegistration.list.failed', { reason }) })
    }
  }

  return (
    <Page title={title}>
      <LoadState
        query={registrations}
        loading={<PageLoading />}
        failed={{ title: t('ui.preconRegistration.list.loadFailed'), retry: t('ui.preconRegistration.list.retry') }}
        isEmpty={(list) => list.items.length === 0}
        empty={
          <EmptyState
            title={t('ui.preconRegistration.list.empty')}
            description={t('ui.preconRegistration.list.emptyHint')}
            action={
              <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(PRECONS_PATHS.list)}>
                {t('ui.preconRegistration.list.browse')}
              </Button>
            }
          />
        }
      >
        {(list) => (
          <ul className={styles.list}>
            {list.items.map((registration) => (
              <li key={registration.id}>
                <RegistrationCard
                  registration={registration}
                  side="buyer"
                  actions={
                    <Button
                      size="small"
                      shape="rounded"
                      fill="outline"
                      aria-label={`${t('ui.preconRegistration.list.withdraw')} · ${registration.project.name}`}
                      disabled={withdrawing.isPending}
                      onClick={() => void withdraw(registration)}
                    >
                      {t('ui.preconRegistration.list.withdraw')}
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </Page>
  )
}
