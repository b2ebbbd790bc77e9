/** What other parts of the app may use from auth; everything else stays inside the feature. */

export { AccountMenu } from './account/account-menu.tsx'
export { ProfileCard } from './account/profile-card.tsx'
export { VisitorCard } from './account/visitor-card.tsx'
export { AppleReturnScreen } from './apple/apple-return-screen.tsx'
export { CodeLoginScreen } from './code-login-screen.tsx'
export { LoginScreen } from './login-screen.tsx'
export { RegisterScreen } from './register-screen.tsx'
export { RequireAuth } from './require-auth.tsx'
export { ResetPasswordScreen } from './reset-password-screen.tsx'
export { LogoutButton } from './settings/logout-button.tsx'
export { SettingsScreen } from './settings/settings-screen.tsx'
