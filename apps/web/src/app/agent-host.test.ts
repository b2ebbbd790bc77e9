import { describe, expect, it } from 'vitest'
import { isAgentSubdomain } from './agent-host.ts'

describe('isAgentSubdomain', () => {
  const domains = ['maplenest.ca', 'maplenest.cn']

  it('recognises an agent’s own sub-domain of a product domain', () => {
    expect(isAgentSubdomain('lisa.maplenest.ca', domains)).toBe(true)
    expect(isAgentSubdomain('LISA.MapleNest.cn', domains)).toBe(true)
  })

  it('leaves the product’s own hosts and other sites alone', () => {
    for (const host of ['maplenest.ca', 'www.maplenest.ca', 'h5.maplenest.cn', 'a.b.maplenest.ca', 'localhost'])
      expect(isAgentSubdomain(host, domains), host).toBe(false)
    expect(isAgentSubdomain('lisa.maplenest.ca', [])).toBe(false)
  })
})
