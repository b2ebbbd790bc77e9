import { MyQrCodeScreen } from '../../../features/agent-apps/index.ts'

/** /pages/my/myqrcode/myqrcode: the broker's invite QR code. */
export default function MyQrCodePage() {
  return <MyQrCodeScreen />
}
