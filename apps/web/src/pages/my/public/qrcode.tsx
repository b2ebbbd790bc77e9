import { PublicQrScreen } from '../../../features/agent-apps/index.ts'

/** /pages/my/public/qrcode: a code that opens this app on another phone. */
export default function QrCodePage() {
  return <PublicQrScreen variant="qrcode" />
}
