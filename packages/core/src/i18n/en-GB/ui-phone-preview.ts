/** The phone-frame preview (iphoneiframe) and the way into it from an agent's app settings. */
export const uiPhonePreview = {
  'ui.phonePreview.frameTitle': 'The app as a phone shows it',
  'ui.phonePreview.heading': 'MapleNest on a phone',
  'ui.phonePreview.agentHeading': 'Your app on a phone',
  'ui.phonePreview.text':
    'This is the page as it looks on a phone 375 points wide. Scan the code with a phone to open it there.',
  'ui.phonePreview.qrAlt': 'QR code that opens this page on a phone',
  'ui.phonePreview.openHere': 'Open in this window',
  'ui.appConfig.preview': 'Preview your app in a phone frame',
} as const
