/** Web app texts: layout, tab bar, navigation, generic states and browse screens. */
export const uiShell = {
  'ui.shell.placeholder': 'shell',
} as const
