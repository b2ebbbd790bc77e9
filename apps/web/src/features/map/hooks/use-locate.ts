import { useTranslation } from 'react-i18next'
import { forgetDevicePosition, keepDevicePosition } from '../../../shared/location/device-position.ts'
import { alertDialog, confirmDialog, openToast } from '../../../shared/ui/overlays.ts'
import type { LngLat } from '../map-views.ts'

/**
 * Asks the browser where the person is. Refused or unavailable: the 'enable location services' prompt with
 * Cancel and Confirm; Confirm says how to turn location on (a web page cannot open the settings itself).
 */
export function useLocate(onFound: (point: LngLat) => void): () => void {
  const { t } = useTranslation()

  const explain = async () => {
    const confirmed = await confirmDialog({
      title: t('ui.map.locate.title'),
      content: t('ui.map.locate.body'),
      cancelText: t('ui.map.locate.cancel'),
      confirmText: t('ui.map.locate.confirm'),
    })
    if (confirmed) {
      await alertDialog({
        title: t('ui.map.locate.howToTitle'),
        content: t('ui.map.locate.howTo'),
        confirmText: t('ui.map.locate.ok'),
      })
    }
  }

  return () => {
    if (!('geolocation' in navigator)) {
      void explain()
      return
    }
    const finding = openToast({ content: t('ui.map.locate.finding'), icon: 'loading', duration: 0 })
    navigator.geolocation.getCurrentPosition(
      (position) => {
        finding.close()
        const point = { lng: position.coords.longitude, lat: position.coords.latitude }
        keepDevicePosition(point)
        onFound(point)
      },
      () => {
        finding.close()
        forgetDevicePosition()
        void explain()
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    )
  }
}
