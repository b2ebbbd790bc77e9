import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { translate } from '@maplenest/core'
import fontkit from '@pdf-lib/fontkit'
import { describe, expect, it } from 'vitest'
import { enGB } from '../../../../../packages/core/src/i18n/en-GB/index.ts'
import { apiRoot } from '../../../src/lib/package-root.ts'

/** The font the listing PDFs embed (see scripts/subset-cjk-font.py). */
const font = fontkit.create(
  gunzipSync(readFileSync(join(apiRoot(), 'assets', 'fonts', 'NotoSansSC-subset.ttf.gz'))),
) as unknown as {
  numGlyphs: number
  loca: { offsets: number[] }
  hasGlyphForCodePoint(c: number): boolean
}

describe('the CJK font of the listing PDFs', () => {
  it('has a glyph for every character of the Chinese texts, common names and prices', () => {
    const texts = Object.keys(enGB).map((k) => translate('zh-Hans-CN', k as keyof typeof enGB))
    const missing = new Set<string>()
    for (const ch of [
      ...texts.join(''),
      ...'陈思雨林美王李张刘杨黄赵周吴徐孙马朱胡郭何高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤$¥€£,.0123456789',
    ])
      if (!/\s/.test(ch) && !font.hasGlyphForCodePoint(ch.codePointAt(0)!)) missing.add(ch)
    expect([...missing]).toEqual([])
  })

  it('keeps every glyph’s data 4-byte aligned, so a per-document subset with short offsets stays whole', () => {
    const odd: number[] = []
    for (let gid = 0; gid < font.numGlyphs; gid++) {
      if ((font.loca.offsets[gid + 1]! - font.loca.offsets[gid]!) % 4 !== 0) odd.push(gid)
    }
    expect(odd).toEqual([])
  })
})
