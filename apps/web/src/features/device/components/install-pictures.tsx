/**
 * Drawings of the three steps of adding the app to an iPhone's home screen in Safari. The words in them are the
 * person's language (the labels Safari shows in it), so the pictures match their phone.
 */
const FRAME = { width: 240, height: 150 }
const INK = '#1d2a33'
const SAFARI_BLUE = '#0a64d6'

function Phone({ children }: { children: React.ReactNode }) {
  return (
    <>
      <rect x="40" y="4" width="160" height="142" rx="18" fill="#fff" stroke={INK} strokeWidth="2" />
      <rect x="100" y="10" width="40" height="6" rx="3" fill="#d5dbe0" />
      {children}
    </>
  )
}

/** Step 1: Safari's toolbar, its Share button ringed. */
export function ShareStepPicture({ label }: { label: string }) {
  return (
    <svg viewBox={`0 0 ${FRAME.width} ${FRAME.height}`} role="img" aria-label={label} width="100%">
      <Phone>
        <rect x="52" y="26" width="136" height="14" rx="7" fill="#eef1f4" />
        <rect x="52" y="48" width="136" height="60" rx="8" fill="#e9fff7" />
        <rect x="60" y="58" width="70" height="8" rx="4" fill="#04d188" />
        <rect x="60" y="72" width="110" height="6" rx="3" fill="#c9d2d8" />
        <rect x="60" y="84" width="90" height="6" rx="3" fill="#c9d2d8" />
        <line x1="42" y1="116" x2="198" y2="116" stroke="#d5dbe0" />
        <path d="M66 128 l-6 -5 l6 -5" fill="none" stroke={SAFARI_BLUE} strokeWidth="2" />
        <path d="M88 118 l6 5 l-6 5" fill="none" stroke="#c9d2d8" strokeWidth="2" />
        <g transform="translate(112 117)">
          <circle cx="8" cy="7" r="15" fill="none" stroke="#ff8a3d" strokeWidth="3" />
          <rect x="2" y="5" width="12" height="11" rx="2" fill="none" stroke={SAFARI_BLUE} strokeWidth="2" />
          <path d="M8 11 V-1 M4 3 l4 -4 l4 4" fill="none" stroke={SAFARI_BLUE} strokeWidth="2" />
        </g>
        <rect x="146" y="119" width="12" height="12" rx="2" fill="none" stroke={SAFARI_BLUE} strokeWidth="2" />
        <rect x="170" y="119" width="12" height="12" rx="2" fill="none" stroke={SAFARI_BLUE} strokeWidth="2" />
      </Phone>
    </svg>
  )
}

/** Step 2: the share sheet, its "Add to Home Screen" row ringed. */
export function AddStepPicture({ label, rowText, otherText }: { label: string; rowText: string; otherText: string }) {
  return (
    <svg viewBox={`0 0 ${FRAME.width} ${FRAME.height}`} role="img" aria-label={label} width="100%">
      <Phone>
        <rect x="46" y="40" width="148" height="100" rx="12" fill="#f2f4f6" />
        <rect x="54" y="50" width="132" height="24" rx="6" fill="#fff" />
        <text x="62" y="66" fontSize="10" fill={INK}>
          {otherText}
        </text>
        <rect x="54" y="80" width="132" height="26" rx="6" fill="#fff" stroke="#ff8a3d" strokeWidth="3" />
        <text x="62" y="97" fontSize="10" fontWeight="600" fill={INK}>
          {rowText}
        </text>
        <g transform="translate(166 85)">
          <rect x="0" y="0" width="14" height="14" rx="3" fill="none" stroke={INK} strokeWidth="1.6" />
          <path d="M7 3.5 V10.5 M3.5 7 H10.5" stroke={INK} strokeWidth="1.6" />
        </g>
        <rect x="54" y="112" width="132" height="20" rx="6" fill="#fff" />
      </Phone>
    </svg>
  )
}

/** Step 3: the home screen with the MapleNest icon on it. */
export function HomeStepPicture({ label, appName, icon }: { label: string; appName: string; icon?: string | null }) {
  const others = [
    [62, 30],
    [102, 30],
    [142, 30],
    [62, 74],
    [142, 74],
  ]
  return (
    <svg viewBox={`0 0 ${FRAME.width} ${FRAME.height}`} role="img" aria-label={label} width="100%">
      <rect x="40" y="4" width="160" height="142" rx="18" fill="#dfe8f5" stroke={INK} strokeWidth="2" />
      {others.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="30" height="30" rx="8" fill="#fff" opacity="0.8" />
      ))}
      <g transform="translate(102 74)">
        {icon ? (
          <image href={icon} width="30" height="30" preserveAspectRatio="xMidYMid slice" />
        ) : (
          <>
            <rect width="30" height="30" rx="8" fill="#04d188" />
            <path
              d="M7 19 L15 10 L23 19 M10 17 V23 H20 V17"
              fill="none"
              stroke="#fff"
              strokeWidth="2.2"
              strokeLinejoin="round"
            />
          </>
        )}
        <circle cx="15" cy="15" r="22" fill="none" stroke="#ff8a3d" strokeWidth="3" />
      </g>
      <text x="117" y="122" fontSize="9" textAnchor="middle" fill={INK}>
        {appName}
      </text>
    </svg>
  )
}
