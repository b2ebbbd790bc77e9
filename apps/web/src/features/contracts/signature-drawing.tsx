import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import SignaturePad from 'signature_pad'
import styles from './contracts.module.css'

/** The pad's pixels per CSS pixel at most: sharp on a phone's screen, and a few kilobytes as a PNG. */
const MAX_RATIO = 2

export interface SignatureDrawingProps {
  id: string
  /** Called with the drawing as a PNG data URL after each stroke, or null once cleared. */
  onChange: (drawing: string | null) => void
  invalid: boolean
  describedBy?: string | undefined
}

/**
 * A pad to sign on with a finger, a pen or a mouse (signature_pad draws the smooth, pressure-like strokes), and a
 * button that clears it. Sized to the sheet's width; the drawing goes out as a transparent PNG.
 */
export function SignatureDrawing({ id, onChange, invalid, describedBy }: SignatureDrawingProps) {
  const { t } = useTranslation()
  const canvas = useRef<HTMLCanvasElement>(null)
  const pad = useRef<SignaturePad | null>(null)
  const changed = useRef(onChange)
  changed.current = onChange

  useEffect(() => {
    const element = canvas.current
    const context = element?.getContext('2d')
    // Without a 2D canvas there is nothing to draw on; the typed name still signs.
    if (!element || !context) return
    const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), MAX_RATIO)
    element.width = element.offsetWidth * ratio
    element.height = element.offsetHeight * ratio
    context.scale(ratio, ratio)
    const drawing = new SignaturePad(element, { penColor: '#14171a', minWidth: 1, maxWidth: 2.6 })
    drawing.addEventListener('endStroke', () => changed.current(drawing.isEmpty() ? null : drawing.toDataURL()))
    pad.current = drawing
    return () => drawing.off()
  }, [])

  return (
    <div className={styles.drawing}>
      <canvas
        id={id}
        ref={canvas}
        className={styles.drawingPad}
        role="img"
        aria-label={t('contract.sign.drawLabel')}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      <button
        type="button"
        className={styles.drawingClear}
        onClick={() => {
          pad.current?.clear()
          changed.current(null)
        }}
      >
        {t('contract.sign.clear')}
      </button>
    </div>
  )
}
