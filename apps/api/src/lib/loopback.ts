import { BlockList, isIPv4, isIPv6 } from 'node:net'

const LOOPBACK = new BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

/**
 * Whether a socket address is this machine: 127.0.0.0/8, ::1, or an IPv4 loopback address mapped into IPv6
 * (`::ffff:127.0.0.1`, as a dual-stack listener reports it).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null
  return family !== null && LOOPBACK.check(address, family)
}

/** Whether listening on HOST keeps the server to this machine: a loopback address or `localhost`. */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host)
}

/**
 * The warning a development server prints when it listens beyond this machine (the default HOST 0.0.0.0): its
 * development conveniences (verification codes in the log, the API browser) then reach the whole network. Null when
 * there is nothing to say.
 */
export function exposureWarning(env: { NODE_ENV: string; HOST: string }): string | null {
  if (env.NODE_ENV !== 'development' || isLoopbackHost(env.HOST)) return null
  return `Development mode listening on ${env.HOST}: other machines can reach this server; set HOST=127.0.0.1 to keep it local`
}
