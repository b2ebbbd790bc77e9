import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen } from '../../../test/render-screen.tsx'
import { FilePreview } from './file-preview.tsx'

describe('the file viewer', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('hands a PDF to the PDF drawer with its bytes', async () => {
    const api = createFakeApi({
      'GET /file/preview': () => ({
        code: 200,
        data: {
          fileName: 'Lease.pdf',
          fileType: 'pdf',
          mode: 'pdf',
          contentType: 'application/pdf',
          size: 9,
          url: '/file/previewFile?filePath=k',
        },
      }),
      'GET /file/previewFile': () => ({ code: 200, data: '%PDF-1.4' }),
    })
    vi.stubGlobal('fetch', api.fetch)
    const drawn = vi.fn((blob: Blob | undefined, name: string) => (
      <p>{`Drawing ${name} ${blob ? 'with bytes' : 'waiting'}`}</p>
    ))
    renderScreen('/', { '/': <FilePreview request={{ filePath: 'contract-pdf/a/b.pdf' }} renderPdf={drawn} /> })
    expect(await screen.findByText('Drawing Lease.pdf with bytes')).toBeTruthy()
    expect(api.requests[0]!.query.get('platform')).toBe('h5')
  })

  it('shows the server’s “This file type is not supported” when the type is not one the spec lists', async () => {
    const api = createFakeApi({ 'GET /file/preview': () => ({ code: 400, msg: 'This file type is not supported' }) })
    vi.stubGlobal('fetch', api.fetch)
    renderScreen('/', { '/': <FilePreview request={{ filePath: 'x.exe' }} renderPdf={() => null} /> })
    expect(await screen.findByText('This file type is not supported')).toBeTruthy()
    expect(screen.getByText('This file cannot be shown')).toBeTruthy()
  })
})
