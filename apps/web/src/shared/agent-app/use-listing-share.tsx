import { type ReactNode, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSessionUser } from '../session/index.ts'
import { LazyActionSheet } from '../ui/overlays.ts'
import { useSheetMount } from '../ui/use-sheet-mount.ts'
import { shareListing } from './share-listing.ts'

/**
 * A listing's Share button (spec §1, §7). An agent chooses, share by share, whether it carries her signature — her
 * name, phone and e-mail on the shared page; anyone else shares at once. `onShare` is undefined until the listing is
 * known; `sheet` is the agent's choice, to render beside the button.
 */
export function useListingShare(
  mlNum: string | undefined,
  title: string,
): { onShare: (() => void) | undefined; sheet: ReactNode } {
  const { t } = useTranslation()
  const user = useSessionUser()
  const [choosing, setChoosing] = useState(false)
  const choice = useSheetMount(choosing)
  if (!mlNum) return { onShare: undefined, sheet: null }

  const share = (signature: boolean) =>
    void shareListing(
      mlNum,
      title,
      { copied: t('ui.shell.shareCopied'), unavailable: t('ui.shell.shareUnavailable') },
      { signature },
    )
  const sheet = choice.mount ? (
    <Suspense fallback={null}>
      <LazyActionSheet
        visible={choice.show}
        onClose={() => setChoosing(false)}
        extra={t('ui.agentApp.share.choose')}
        cancelText={t('ui.agentApp.share.cancel')}
        actions={[
          { key: 'signed', text: t('ui.agentApp.share.withSignature'), onClick: () => share(true) },
          { key: 'plain', text: t('ui.agentApp.share.withoutSignature'), onClick: () => share(false) },
        ]}
        onAction={() => setChoosing(false)}
      />
    </Suspense>
  ) : null
  return { onShare: user?.isBroker ? () => setChoosing(true) : () => share(true), sheet }
}
