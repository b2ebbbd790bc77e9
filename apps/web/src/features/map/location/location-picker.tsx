import { Button, Dialog } from 'antd-mobile'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { forgetDevicePosition, keepDevicePosition } from '../../../shared/location/device-position.ts'
import { toSafeReturnPath } from '../../../shared/session/return-path.ts'
import { storage } from '../../../shared/storage/storage.ts'
import { useMapStyle } from '../api/get-map-config.ts'
import { MapCanvas, type MapHandle } from '../components/map-canvas.tsx'
import { MapControls } from '../components/map-controls.tsx'
import { MinusIcon, PlusIcon } from '../components/map-icons.tsx'
import { CITY_VIEWS, type MapView } from '../map-views.ts'
import styles from './location.module.css'

const centreOf = (view: MapView) => ({
  lng: (view.bbox[0] + view.bbox[2]) / 2,
  lat: (view.bbox[1] + view.bbox[3]) / 2,
})

/**
 * The system page /choose-location: the map with a pin fixed at its centre; the person moves the map (or asks for
 * their own place) and confirms. The point is kept as `position` and sent back to `redirect` as lat and lng.
 */
export function LocationPicker({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const styleUrl = useMapStyle()
  const handle = useRef<MapHandle | null>(null)
  const [centre, setCentre] = useState<{ lat: number; lng: number } | null>(null)
  const [locating, setLocating] = useState(false)

  const askLocationServices = () =>
    Dialog.confirm({
      title: t('ui.location.enable.title'),
      content: t('ui.location.enable.text'),
      cancelText: t('ui.location.enable.cancel'),
      confirmText: t('ui.location.enable.confirm'),
      onConfirm: () => void navigate('/pages/my/setup/setup'),
    })

  const locate = () => {
    if (!('geolocation' in navigator)) return void askLocationServices()
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false)
        keepDevicePosition({ lat: pos.coords.latitude, lng: pos.coords.longitude })
        handle.current?.flyTo([pos.coords.longitude, pos.coords.latitude], 15)
      },
      () => {
        setLocating(false)
        forgetDevicePosition()
        void askLocationServices()
      },
      { enableHighAccuracy: true, timeout: 10_000 },
    )
  }

  const confirm = async () => {
    if (!centre) return
    const point = { lat: Number(centre.lat.toFixed(6)), lng: Number(centre.lng.toFixed(6)) }
    await storage.set('position', point)
    const back = toSafeReturnPath(redirect)
    if (!back) return void navigate(-1)
    const [path, query = ''] = back.split('?')
    const params = new URLSearchParams(query)
    params.set('lat', String(point.lat))
    params.set('lng', String(point.lng))
    void navigate(`${path}?${params}`, { replace: true })
  }

  return (
    <div className={styles.picker}>
      <div className={styles.stage}>
        <MapCanvas
          center={CITY_VIEWS.toronto.center}
          zoom={12}
          styleUrl={styleUrl}
          markers={[]}
          onView={(view) => setCentre(centreOf(view))}
          onReady={(h) => {
            handle.current = h
          }}
        />
        <span className={styles.pin} aria-hidden="true" />
        <MapControls
          controls={[
            { key: 'in', label: t('ui.map.zoomIn'), icon: <PlusIcon />, onClick: () => handle.current?.zoomBy(1) },
            { key: 'out', label: t('ui.map.zoomOut'), icon: <MinusIcon />, onClick: () => handle.current?.zoomBy(-1) },
          ]}
        />
      </div>
      <div className={styles.sheet}>
        <p className={styles.hint}>{t('ui.location.choose.hint')}</p>
        <p className={styles.coords} aria-live="polite">
          {centre
            ? t('ui.location.point', { latitude: centre.lat.toFixed(5), longitude: centre.lng.toFixed(5) })
            : '\u00a0'}
        </p>
        <div className={styles.actions}>
          <Button shape="rounded" loading={locating} onClick={locate}>
            {t('ui.location.choose.mine')}
          </Button>
          <Button color="primary" shape="rounded" disabled={!centre} onClick={() => void confirm()}>
            {t('ui.location.choose.confirm')}
          </Button>
        </div>
      </div>
    </div>
  )
}
