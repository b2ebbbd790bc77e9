import { PhonePreviewScreen } from '../features/phone-preview/index.ts'

/** /pages/iphoneiframe: the app in a phone frame on a desktop, or the app itself on a phone. */
export default function IphoneIframePage() {
  return <PhonePreviewScreen />
}
