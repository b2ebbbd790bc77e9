import type { ReactNode } from 'react'

/** Pictures of the install steps: a phone with the control to tap drawn in the theme colour. No words in them. */

const PHONE = 'M10 2h100a8 8 0 0 1 8 8v180a8 8 0 0 1-8 8H10a8 8 0 0 1-8-8V10a8 8 0 0 1 8-8z'

function Phone({ children, label }: { children: ReactNode; label: string }) {
  return (
    <svg viewBox="0 0 120 200" width="120" height="200" role="img" aria-label={label}>
      <path d={PHONE} fill="#fff" stroke="#1f2329" strokeWidth="3" />
      <rect x="12" y="14" width="96" height="150" rx="4" fill="#f6f7f9" />
      <rect x="20" y="26" width="80" height="36" rx="6" fill="#e9fff7" />
      <rect x="20" y="70" width="60" height="8" rx="4" fill="#d5d9de" />
      <rect x="20" y="84" width="72" height="8" rx="4" fill="#d5d9de" />
      <rect x="20" y="98" width="50" height="8" rx="4" fill="#d5d9de" />
      {children}
    </svg>
  )
}

/** iOS Safari: the Share button in the bottom bar. */
export function SafariShare({ label }: { label: string }) {
  return (
    <Phone label={label}>
      <rect x="12" y="166" width="96" height="24" fill="#eef0f2" />
      <circle cx="60" cy="178" r="11" fill="#04d188" opacity="0.25" />
      <path d="M55 176v8h10v-8M60 170v10M56.5 173.5 60 170l3.5 3.5" fill="none" stroke="#037a50" strokeWidth="2" />
    </Phone>
  )
}

/** iOS Safari: "Add to Home Screen" in the share sheet (a square with a plus). */
export function SafariAdd({ label }: { label: string }) {
  return (
    <Phone label={label}>
      <rect x="12" y="110" width="96" height="54" rx="6" fill="#fff" stroke="#d5d9de" />
      <rect x="18" y="118" width="84" height="16" rx="4" fill="#04d188" opacity="0.25" />
      <rect x="22" y="121" width="10" height="10" rx="2" fill="none" stroke="#037a50" strokeWidth="1.6" />
      <path d="M27 123.5v5M24.5 126h5" stroke="#037a50" strokeWidth="1.6" />
      <rect x="38" y="124" width="50" height="4" rx="2" fill="#037a50" />
      <rect x="22" y="142" width="60" height="4" rx="2" fill="#d5d9de" />
      <rect x="22" y="152" width="44" height="4" rx="2" fill="#d5d9de" />
    </Phone>
  )
}

/** Android Chrome: the three-dot menu at the top right. */
export function ChromeMenu({ label }: { label: string }) {
  return (
    <Phone label={label}>
      <rect x="12" y="14" width="96" height="14" fill="#eef0f2" />
      <circle cx="100" cy="21" r="8" fill="#04d188" opacity="0.25" />
      <circle cx="100" cy="17" r="1.6" fill="#037a50" />
      <circle cx="100" cy="21" r="1.6" fill="#037a50" />
      <circle cx="100" cy="25" r="1.6" fill="#037a50" />
    </Phone>
  )
}

/** Android Chrome: "Install app" in the menu (a phone with a down arrow). */
export function ChromeInstall({ label }: { label: string }) {
  return (
    <Phone label={label}>
      <rect x="50" y="20" width="56" height="70" rx="4" fill="#fff" stroke="#d5d9de" />
      <rect x="54" y="50" width="48" height="14" rx="3" fill="#04d188" opacity="0.25" />
      <rect x="57" y="52" width="6" height="10" rx="1" fill="none" stroke="#037a50" strokeWidth="1.4" />
      <path d="M60 54v5M58.4 57.6 60 59.2l1.6-1.6" fill="none" stroke="#037a50" strokeWidth="1.2" />
      <rect x="66" y="55" width="30" height="4" rx="2" fill="#037a50" />
      <rect x="56" y="30" width="40" height="4" rx="2" fill="#d5d9de" />
      <rect x="56" y="40" width="32" height="4" rx="2" fill="#d5d9de" />
      <rect x="56" y="72" width="36" height="4" rx="2" fill="#d5d9de" />
    </Phone>
  )
}

/** Either browser: the app's icon on the home screen. */
export function HomeIcon({ label, icon }: { label: string; icon: string | null }) {
  return (
    <Phone label={label}>
      <rect x="12" y="14" width="96" height="150" rx="4" fill="#dfe8f2" />
      {[0, 1, 2].map((c) => (
        <rect key={c} x={22 + c * 30} y="30" width="20" height="20" rx="5" fill="#b9c6d3" />
      ))}
      {icon ? (
        <image href={icon} x="22" y="60" width="20" height="20" />
      ) : (
        <rect x="22" y="60" width="20" height="20" rx="5" fill="#04d188" />
      )}
      <rect x="20" y="60" width="24" height="24" rx="6" fill="none" stroke="#037a50" strokeWidth="2" />
    </Phone>
  )
}
