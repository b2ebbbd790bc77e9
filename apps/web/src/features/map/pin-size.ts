import type { PinSize } from '@maplenest/core'

/**
 * A pin's size on screen, from its CSS (map-canvas.module.css): `.pin` is a button at least 44 px tall (a finger's
 * width) with 4 px of padding either side, and its label `.pinText` a rounded 12 px bold line with 8 px either side.
 */
const PIN_FONT_PX = 12
const PIN_SIDE_PX = 4 + 8
const PIN_HEIGHT_PX = 44
/** Sub-pixel text and rounding: a label is taken a little wider than measured. */
const SLACK_PX = 2

let context: CanvasRenderingContext2D | null | undefined
/** The labels' font in each language (the page's font differs by language), read from the page once. */
const fonts = new Map<string, string>()

function labelFont(): string {
  const language = document.documentElement.lang
  let font = fonts.get(language)
  if (!font) {
    font = `700 ${PIN_FONT_PX}px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`
    fonts.set(language, font)
  }
  return font
}

/** The label's text width in the document's font, measured on a canvas; estimated where there is none. */
function textWidth(text: string): number {
  if (context === undefined) {
    try {
      context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d')
    } catch {
      context = null
    }
  }
  if (context) {
    context.font = labelFont()
    return context.measureText(text).width
  }
  // Without a canvas: a bold digit or letter is at most about 0.7 em, a Chinese character 1 em.
  return [...text].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? 1 : 0.7) * PIN_FONT_PX, 0)
}

const sizes = new Map<string, PinSize>()

/** The box of a pin reading `text` (a price, or a building's count of homes). */
export function pinSize(text: string): PinSize {
  let size = sizes.get(text)
  if (!size) {
    size = { width: Math.ceil(textWidth(text)) + 2 * PIN_SIDE_PX + SLACK_PX, height: PIN_HEIGHT_PX }
    sizes.set(text, size)
  }
  return size
}
