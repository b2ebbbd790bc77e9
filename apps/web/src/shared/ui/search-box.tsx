import { type FormEvent, useEffect, useRef, useState } from 'react'
import { SearchIcon } from './icons.tsx'
import styles from './search-box.module.css'

/** How long typing pauses before the list follows it. */
const SEARCH_PAUSE_MS = 400

export interface SearchBoxProps {
  /** The text searched for now (the address's), which the box shows and follows (back, a shared link). */
  value: string
  /** Called with the trimmed text ('' for none) on Enter, on a pause in typing, and on clearing. */
  onSearch: (text: string) => void
  label: string
  placeholder: string
  clearLabel: string
  maxLength?: number
}

/** A search field over a list: searches as the person pauses typing or presses Enter, and clears with one tap. */
export function SearchBox({ value, onSearch, label, placeholder, clearLabel, maxLength = 100 }: SearchBoxProps) {
  const [text, setText] = useState(value)
  const latest = useRef(onSearch)
  latest.current = onSearch
  useEffect(() => setText(value), [value])

  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text, value])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim() !== value) onSearch(text.trim())
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17, which the app still serves
    <form className={styles.form} role="search" onSubmit={submit}>
      <SearchIcon size={18} />
      <input
        type="search"
        className={styles.input}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        maxLength={maxLength}
        enterKeyHint="search"
      />
      {text ? (
        <button
          type="button"
          className={styles.clear}
          aria-label={clearLabel}
          onClick={() => {
            setText('')
            onSearch('')
          }}
        >
          ×
        </button>
      ) : null}
    </form>
  )
}
