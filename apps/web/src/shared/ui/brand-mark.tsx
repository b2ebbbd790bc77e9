/** The MapleNest mark: a white house with a maple leaf on a green tile. Decorative unless a label is given. */
export function BrandMark({ size = 40, label }: { size?: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : 'true'}
      focusable="false"
    >
      <rect width="64" height="64" rx="16" fill="#04D188" />
      <path d="M32 12 9 31h6v21h34V31h6z" fill="#fff" />
      <path
        d="M32 22.5l2.2 4.6 3.6-1.6-1 5.8 3.9-2.6-.6 3.4 3 .9-5.2 4.6.9 2.2-5.8-.8V45h-2v-6l-5.8.8.9-2.2-5.2-4.6 3-.9-.6-3.4 3.9 2.6-1-5.8 3.6 1.6z"
        fill="#04D188"
      />
    </svg>
  )
}
