import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/catalogue.ts'
import { checkUploadSizes, UPLOAD_KINDS, UPLOAD_LIMITS, type UploadKind } from './upload-limits.ts'

const MB = 1024 * 1024

describe('upload limits', () => {
  it.each([
    ['feedback-image', Array(9).fill(MB), null],
    ['feedback-image', Array(10).fill(1000), 'file.upload.tooMany'],
    ['feedback-image', [9 * MB, MB], null],
    ['feedback-image', [9 * MB, MB + 1], 'file.upload.tooLarge'],
    ['feedback-image', [10 * MB + 1], 'file.upload.tooLarge'],
    ['broker-photo', [5 * MB], null],
    ['broker-photo', [5 * MB + 1], 'file.upload.tooLarge'],
    ['broker-photo', [1000, 1000], 'file.upload.tooMany'],
    ['contract-pdf', [20 * MB], null],
    ['contract-pdf', [20 * MB + 1], 'file.upload.tooLarge'],
    ['avatar', [], null],
  ] as const)('%s with sizes %j: %s', (kind, sizes, problem) => {
    expect(checkUploadSizes(kind as UploadKind, sizes)).toBe(problem)
  })

  it('lets feedback carry the spec’s nine images and the broker photo its 5 MB', () => {
    expect(UPLOAD_LIMITS['feedback-image'].maxCount).toBe(9)
    expect(UPLOAD_LIMITS['broker-photo'].maxBytes).toBe(5 * MB)
  })

  it.each(UPLOAD_KINDS)('%s takes either images with a size bound or PDFs', (kind) => {
    const limit = UPLOAD_LIMITS[kind]
    const images = limit.types.every((t) => t.startsWith('image/'))
    expect(images || limit.types.every((t) => t === 'application/pdf')).toBe(true)
    if (images) expect(limit.maxDimension).toBeGreaterThan(0)
    else expect(limit.maxDimension).toBeUndefined()
    expect(limit.maxTotalBytes).toBeGreaterThanOrEqual(limit.maxBytes)
  })

  it('says what went wrong in both languages, as the spec words it', () => {
    expect(translate('en-GB', 'file.upload.tooLarge')).toBe('The file is too large')
    expect(translate('zh-Hans-CN', 'file.upload.tooLarge')).toBe('文件大小超出限制')
    expect(translate('en-GB', 'file.upload.unsupportedType')).toBe('This file type is not supported')
  })
})
