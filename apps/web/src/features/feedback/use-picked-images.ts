import { checkUploadSizes, FEEDBACK_MAX_IMAGES, type MessageKey } from '@maplenest/core'
import { useEffect, useRef, useState } from 'react'

export interface PickedImage {
  file: File
  url: string
}

/**
 * The images chosen for feedback, checked with the rule the server applies (at most nine, under 10 MB together):
 * a choice that breaks it is not taken, and says why in the spec's words.
 */
export function usePickedImages() {
  const [images, setImages] = useState<PickedImage[]>([])
  const [problem, setProblem] = useState<MessageKey | null>(null)

  const shown = useRef<PickedImage[]>([])
  shown.current = images
  // Previews live as long as the form: their object URLs are released when it closes.
  useEffect(
    () => () => {
      for (const image of shown.current) URL.revokeObjectURL(image.url)
    },
    [],
  )

  const add = (files: readonly File[]) => {
    const next = [...images.map((i) => i.file), ...files]
    const broken = checkUploadSizes(
      'feedback-image',
      next.map((f) => f.size),
    )
    setProblem(broken)
    if (broken) return
    setImages((current) => [...current, ...files.map((file) => ({ file, url: URL.createObjectURL(file) }))])
  }

  const remove = (index: number) => {
    setProblem(null)
    setImages((current) => {
      const gone = current[index]
      if (gone) URL.revokeObjectURL(gone.url)
      return current.filter((_, i) => i !== index)
    })
  }

  return { images, add, remove, problem, setProblem, full: images.length >= FEEDBACK_MAX_IMAGES }
}
