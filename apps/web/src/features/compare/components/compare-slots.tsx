import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSignedIn } from '../../../shared/session/index.ts'
import { type CompareSlot, CompareSlotContext } from '../../../shared/ui/compare-slot.ts'
import { showToast } from '../../../shared/ui/overlays.ts'
import { compareBasketKey, mergeCompareBasket } from '../api/compare-basket.ts'
import { getDeviceBasket, setDeviceBasket } from '../device-basket.ts'
import { CompareDock } from './compare-dock.tsx'
import { CompareToggle } from './compare-toggle.tsx'

const slot: CompareSlot = {
  toggle: (target, placement) => <CompareToggle target={target} placement={placement} />,
  dock: () => <CompareDock />,
}

let merging: Promise<unknown> | null = null

/**
 * When a visitor signs in, the homes they chose on this device join the account's basket (the account's first, up
 * to four) and leave the device; the person is told, and told what did not fit. If the call fails the device keeps
 * them and the next sign-in tries again.
 */
function CompareMerge() {
  const { t } = useTranslation()
  const client = useQueryClient()
  const signedIn = useSignedIn()
  useEffect(() => {
    const device = getDeviceBasket()
    if (!signedIn || device.length === 0 || merging) return
    merging = mergeCompareBasket(device)
      .then((merged) => {
        setDeviceBasket([])
        client.setQueryData(compareBasketKey, merged.items)
        showToast({
          content:
            merged.dropped.length > 0
              ? t('compare.toast.mergeDropped', { count: merged.dropped.length })
              : t('compare.toast.merged'),
        })
      })
      .catch(() => undefined)
      .finally(() => {
        merging = null
      })
  }, [signedIn, client, t])
  return null
}

/** Fills the compare slot of listing cards, details and list screens under it, and joins a device basket at sign-in. */
export function CompareSlots({ children }: { children: ReactNode }) {
  return (
    <CompareSlotContext value={slot}>
      <CompareMerge />
      {children}
    </CompareSlotContext>
  )
}
