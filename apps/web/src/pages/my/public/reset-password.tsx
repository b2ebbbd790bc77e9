import { ResetPasswordScreen } from '../../../features/auth/reset-password-screen.tsx'

export default function ResetPasswordPage() {
  return <ResetPasswordScreen />
}
