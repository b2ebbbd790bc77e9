import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from '../../../src/config/env.ts'

const S3 = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'maplenest-files',
  S3_ACCESS_KEY_ID: 'minio',
  S3_SECRET_ACCESS_KEY: 'minio-secret',
}

const problems = (source: Record<string, string>) => {
  try {
    parseEnv(source)
  } catch (err) {
    if (err instanceof ConfigError) return err.message
    throw err
  }
  return null
}

describe('file storage settings', () => {
  it('keep files in DATA_DIR/files when no S3 setting is given', () => {
    expect(parseEnv({}).S3_BUCKET).toBeUndefined()
  })

  it('take a bucket with all four settings, path-style unless told otherwise', () => {
    expect(parseEnv(S3)).toMatchObject({ ...S3, S3_FORCE_PATH_STYLE: true })
    expect(parseEnv({ ...S3, S3_REGION: 'ca-central-1', S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({
      S3_REGION: 'ca-central-1',
      S3_FORCE_PATH_STYLE: false,
    })
  })

  it.each(Object.keys(S3))('name %s when it is the one missing', (missing) => {
    const source: Record<string, string> = { ...S3 }
    delete source[missing]
    const message = problems(source)
    expect(message).toContain(`${missing}: required with`)
    expect(message?.match(/required with/g)).toHaveLength(1)
  })

  it('refuse a region alone, and a bucket name S3 would refuse', () => {
    expect(problems({ S3_REGION: 'ca-central-1' })).toContain('S3_ENDPOINT: required with S3_REGION')
    expect(problems({ ...S3, S3_BUCKET: 'Upper_Case' })).toContain('S3_BUCKET: a bucket name')
    expect(problems({ ...S3, S3_ENDPOINT: 'ftp://files.example.com' })).toContain('S3_ENDPOINT')
  })
})
