import { type IconProps, Svg } from '../../../shared/ui/icons.tsx'

export function LocateIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </Svg>
  )
}

export function DrawIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 17l4-11 9 4-5 9z" />
      <circle cx="5" cy="17" r="1.5" />
      <circle cx="9" cy="6" r="1.5" />
      <circle cx="18" cy="10" r="1.5" />
      <circle cx="13" cy="19" r="1.5" />
    </Svg>
  )
}

export function PlusIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 5v14M5 12h14" />
    </Svg>
  )
}

export function MinusIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 12h14" />
    </Svg>
  )
}

export function FilterIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </Svg>
  )
}
