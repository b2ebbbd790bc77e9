/**
 * Resolves in a task of its own: the app's start awaits it between its steps, so a phone runs them as several short
 * tasks (and answers a tap between them) rather than one long one.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
