import { type IconProps, Svg } from '../../shared/ui/icons.tsx'

/** A bell with a plus: save a search and hear of the homes that fit it. */
export function SaveSearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 16v-4.5a6 6 0 0 1 9-5.2" />
      <path d="M17 11.5V16l1.5 2h-15L5 16" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
      <path d="M18.5 3.5v5M16 6h5" />
    </Svg>
  )
}

/** A magnifier with a bell's clapper: the saved searches, in My's menu. */
export function SavedSearchesIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="M15 15l5 5" />
      <path d="M8 11.5v-1a2.5 2.5 0 0 1 5 0v1l.8 1H7.2l.8-1z" />
    </Svg>
  )
}
