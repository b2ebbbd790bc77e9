/** The phone-frame preview of the app on a desktop browser (spec iphoneiframe). */
export { PhonePreviewScreen } from './phone-preview-screen.tsx'
