/** The installed app: the reload offer for a newer build, the standalone start, the lost-connection relaunch, installing. */
export { InstallGuide } from './components/install-guide.tsx'
export { UpdateOffer } from './components/update-offer.tsx'
export { useConnectionRelaunch } from './use-connection-relaunch.ts'
export { useStandaloneStart } from './use-standalone-start.ts'
