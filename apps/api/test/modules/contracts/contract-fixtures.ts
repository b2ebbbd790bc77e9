import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { bearer, passwordLogin } from '../../helpers/accounts.ts'
import type { TestApp } from '../../helpers/test-app.ts'

/** A small valid one-page PDF written by hand (lease.pdf beside this file). */
export const LEASE_PDF = readFileSync(join(import.meta.dirname, 'lease.pdf'))

/** PNG bytes: sent under a .pdf name and type, they must be refused. */
export const fakePdf = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#04d188' } })
    .png()
    .toBuffer()

export interface PdfPart {
  bytes: Buffer
  filename?: string
  contentType?: string
}

/** A multipart/form-data body with text fields and the lease under `file`. */
export function contractForm(fields: Record<string, string>, file: PdfPart | null) {
  const boundary = '----contractboundary'
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename ?? 'lease.pdf'}"\r\nContent-Type: ${file.contentType ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export const CONTRACT_FIELDS = {
  tenant: 'buyer@demo.maplenest.ca',
  address: '88 Harbour St, Unit 3105, Toronto',
  province: 'ON',
  uploadDate: '2026-11-24',
  endDate: '2027-11-30',
  keyDeposit: '250',
  remarks: 'Tenant insurance before move-in',
  landlord: 'Harbour Holdings Ltd., 416-555-0199',
  electricity: 'Toronto Hydro',
  // The terms the Ontario Standard Lease is not issued without.
  termType: 'fixed',
  rentDueDay: '1',
  noticeAddress: '88 Harbour St, Suite 200, Toronto, ON M5J 0C3',
  electricityPaidBy: 'tenant',
  heatPaidBy: 'landlord',
  waterPaidBy: 'landlord',
}

/** Issues a contract as the caller with these fields (defaults above) and this PDF (the lease fixture by default). */
export async function issueContract(
  t: TestApp,
  token: string,
  fields: Record<string, string> = {},
  file: PdfPart | null = { bytes: LEASE_PDF },
  language = 'en-GB',
) {
  const form = contractForm({ ...CONTRACT_FIELDS, ...fields }, file)
  const res = await t.app.inject({
    method: 'POST',
    url: '/house/api/contract/v1',
    payload: form.payload,
    headers: { ...bearer(token), ...form.headers, language },
  })
  return { status: res.statusCode, body: res.json() }
}

export async function tokenOf(t: TestApp, email: string, password: string): Promise<string> {
  const res = await passwordLogin(t, email, password)
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.body}`)
  return res.json().data.access_token
}
