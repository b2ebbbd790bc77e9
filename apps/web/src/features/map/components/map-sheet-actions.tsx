import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'

interface MapSheetActionsProps {
  /** What the sheet shows instead of the map's own search. */
  shows: 'assistant' | 'share' | 'area' | 'group'
  onLeave: () => void
  onRedraw: () => void
  onClear: () => void
}

/**
 * Beside the sheet's heading: leave a shared selection, the assistant's listings or one building's homes, or redraw
 * or clear an area.
 */
export function MapSheetActions({ shows, onLeave, onRedraw, onClear }: MapSheetActionsProps) {
  const { t } = useTranslation()
  if (shows === 'area')
    return (
      <>
        <Button size="small" fill="outline" shape="rounded" onClick={onRedraw}>
          {t('ui.map.draw.redraw')}
        </Button>
        <Button size="small" fill="outline" shape="rounded" onClick={onClear}>
          {t('ui.map.draw.clear')}
        </Button>
      </>
    )
  return (
    <Button size="small" fill="outline" shape="rounded" onClick={onLeave}>
      {shows === 'assistant'
        ? t('ui.chat.map.exit')
        : shows === 'group'
          ? t('ui.map.sheet.allInView')
          : t('ui.map.shared.exit')}
    </Button>
  )
}
