/**
 * Whether the person has typed into a form on this screen since it opened: a reload offer waits until they have
 * sent it or left the screen, so nothing typed is lost to a reload (spec: never mid-form).
 */
type Listener = (dirty: boolean) => void
const listeners = new Set<Listener>()
let dirty = false
let watching = false

function set(next: boolean) {
  if (next === dirty) return
  dirty = next
  for (const listener of [...listeners]) listener(dirty)
}

const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.matches('input, textarea, select, [contenteditable="true"]') || Boolean(target.closest('form')))

/** Starts following input and submit events on the document (once). */
export function watchUnsavedInput(doc: Document = document): void {
  if (watching) return
  watching = true
  doc.addEventListener(
    'input',
    (event) => {
      if (isField(event.target)) set(true)
    },
    true,
  )
  doc.addEventListener('submit', () => set(false), true)
}

/** A new screen opened: nothing typed on it yet. */
export const markScreenClean = () => set(false)
export const hasUnsavedInput = () => dirty

export function onUnsavedInputChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
