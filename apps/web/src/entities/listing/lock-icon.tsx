import { Svg } from '../../shared/ui/icons.tsx'

/** A small padlock for prices the boards keep for signed-in members. */
export function LockIcon({ size = 16 }: { size?: number }) {
  return (
    <Svg size={size} strokeWidth={2}>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </Svg>
  )
}
