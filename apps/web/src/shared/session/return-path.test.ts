import { describe, expect, it } from 'vitest'
import { isSameOriginPath, toSafeReturnPath } from './return-path.ts'

describe('the page to go back to after signing in', () => {
  it('keeps app paths, with or without the base, query and fragment included', () => {
    expect(toSafeReturnPath('/pages/collect/collect?x=1', '/h5')).toBe('/pages/collect/collect?x=1')
    expect(toSafeReturnPath('/h5/pages/collect/collect?x=1#top', '/h5')).toBe('/pages/collect/collect?x=1#top')
    expect(toSafeReturnPath('/h5', '/h5')).toBe('/')
    expect(toSafeReturnPath('/h5/', '/h5')).toBe('/')
    expect(toSafeReturnPath('/pages/search?q=%E5%A4%9A%E4%BC%A6%E5%A4%9A&next=//x', '/h5')).toBe(
      '/pages/search?q=%E5%A4%9A%E4%BC%A6%E5%A4%9A&next=//x',
    )
  })

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/h5//evil.example',
    '/h5//evil.example/pages/x',
    '/\\evil.example',
    '/h5/\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/h5/%2F%2Fevil.example',
    '/h5/%2F/evil.example',
    '/%5Cevil.example',
    '/h5/%5C%5Cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '/h5/\n/evil.example',
    '/%09/evil.example',
    '/h5%2F%2F%2Fevil.example/%E0%A4%A',
    'pages/relative',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(toSafeReturnPath(value, '/h5')).toBeNull()
  })

  it('never goes back to a sign-in page', () => {
    expect(toSafeReturnPath('/h5/pages/my/public/login', '/h5')).toBeNull()
    expect(toSafeReturnPath('/pages/my/public/register', '/h5')).toBeNull()
  })
})

describe('a path on this origin', () => {
  it('is one that every reading, decoded or not, keeps on this origin', () => {
    expect(isSameOriginPath('/pages/x')).toBe(true)
    expect(isSameOriginPath('/pages/a%2Fb')).toBe(true)
    expect(isSameOriginPath('/pages/x?back=%2F%2Fevil.example')).toBe(true)
    expect(isSameOriginPath('//evil.example')).toBe(false)
    expect(isSameOriginPath('/%2F%2Fevil.example')).toBe(false)
    expect(isSameOriginPath('/pages\\x')).toBe(false)
  })
})
