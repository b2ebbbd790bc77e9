import { describe, expect, it } from 'vitest'
import { formatAddress } from './rooms-address.ts'
import { canonicalStreetAddress, canonicalUnit } from './street-address.ts'

describe('one spelling of a street address', () => {
  it.each([
    ['88 Harbour Street', '88 Harbour St'],
    ['88 Harbour St.', '88 Harbour St'],
    ['88  Harbour   St ', '88 Harbour St'],
    ['88 HARBOUR STREET', '88 HARBOUR St'],
    ['1 King Street West', '1 King St W'],
    ['1 King St. W.', '1 King St W'],
    ['5 St Clair Avenue East', '5 St Clair Ave E'],
    ['4750 Yonge Boulevard', '4750 Yonge Blvd'],
    ['10 Avenue Road', '10 Avenue Rd'],
    ['33 Bay Crescent', '33 Bay Cres'],
    ['1 Palace Pier Court', '1 Palace Pier Crt'],
    ['2150 West 4th Avenue', '2150 West 4th Ave'],
  ])('%s is written %s', (written, canonical) => {
    expect(canonicalStreetAddress(written)).toBe(canonical)
  })

  it('leaves alone what is not a street type after a number and a name', () => {
    expect(canonicalStreetAddress('100 Queens Park')).toBe('100 Queens Park')
    expect(canonicalStreetAddress('12 The Esplanade')).toBe('12 The Esplanade')
    expect(canonicalStreetAddress('25 King West')).toBe('25 King West')
    expect(canonicalStreetAddress('Street')).toBe('Street')
    expect(canonicalStreetAddress('12 Street')).toBe('12 Street')
  })

  it('writes a unit by its number alone', () => {
    expect(canonicalUnit('#1205')).toBe('1205')
    expect(canonicalUnit('Unit 1205')).toBe('1205')
    expect(canonicalUnit('suite 4')).toBe('4')
    expect(canonicalUnit(' PH05 ')).toBe('PH05')
    expect(canonicalUnit('')).toBeNull()
    expect(canonicalUnit(null)).toBeNull()
    expect(formatAddress('88 Harbour St', '#1205')).toBe('1205 - 88 Harbour St')
  })
})
