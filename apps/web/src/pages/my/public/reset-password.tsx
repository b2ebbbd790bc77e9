import { ResetPasswordScreen } from '../../../features/auth/index.ts'

export default function ResetPasswordPage() {
  return <ResetPasswordScreen />
}
