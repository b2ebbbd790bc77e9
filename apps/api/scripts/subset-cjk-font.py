"""Cuts Noto Sans CJK SC (Debian's fonts-noto-cjk, SIL Open Font License 1.1) down to the font the listing PDFs embed.

Keeps GB 2312 (6,763 characters), Latin, punctuation and every character of the Chinese catalogues, drops the layout
tables, converts the CFF outlines to TrueType (pdf-lib subsets TrueType per document) with each glyph's data 4-byte
aligned, and writes assets/fonts/NotoSansSC-subset.ttf.gz. Needs fontTools (Debian: python3-fonttools).

    python3 apps/api/scripts/subset-cjk-font.py
"""
import glob
import gzip
import os
import sys
from fontTools.ttLib import TTCollection, TTFont
from fontTools import subset
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables._g_l_y_f import table__g_l_y_f
from fontTools.ttLib import newTable

coll = TTCollection('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')
face = None
for i, f in enumerate(coll.fonts):
    name = f['name'].getDebugName(1)
    if name == 'Noto Sans CJK SC':
        face = i
        break
print('face', face)
font = TTFont('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', fontNumber=face)
chars = set(range(0x20, 0x7f)) | set(range(0xa0, 0x180)) | set(range(0x2000, 0x2070)) | set(range(0x20a0, 0x20c0))
chars |= set(range(0x3000, 0x3040)) | set(range(0xff00, 0xffef)) | {0x2103, 0x2116, 0x2122, 0x00b2, 0x33a1, 0x2190, 0x2192, 0x2022, 0x25cf, 0x2605, 0x22ee, 0x2026}
for hi in range(0xa1, 0xf8):
    for lo in range(0xa1, 0xff):
        try:
            chars.add(ord(bytes([hi, lo]).decode('gb2312')))
        except Exception:
            pass
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..')
extra = ''.join(open(f, encoding='utf-8').read() for f in glob.glob(os.path.join(root, 'packages/core/src/i18n/zh-Hans-CN/*.ts')))
chars |= {ord(c) for c in extra}
print('chars', len(chars))
opts = subset.Options()
opts.name_IDs = ['*']
opts.name_languages = ['*']
opts.layout_features = []
opts.drop_tables += ['GSUB', 'GPOS', 'GDEF', 'vhea', 'vmtx', 'VORG']
opts.notdef_outline = True
opts.hinting = False
opts.desubroutinize = True
sub = subset.Subsetter(opts)
sub.populate(unicodes=chars)
sub.subset(font)
# CFF -> TrueType outlines, so any PDF writer can subset it again per document.
glyphOrder = font.getGlyphOrder()
glyphSet = font.getGlyphSet()
glyf = newTable('glyf'); glyf.glyphOrder = glyphOrder; glyf.glyphs = {}
for gname in glyphOrder:
    pen = TTGlyphPen(glyphSet)
    glyphSet[gname].draw(Cu2QuPen(pen, 1.0, reverse_direction=True))
    glyf.glyphs[gname] = pen.glyph()
font['glyf'] = glyf
glyf.padding = 4  # each glyph's data 4-byte aligned: PDF writers copy glyphs as they are into short-offset subsets
font['loca'] = newTable('loca')
maxp = font['maxp']; maxp.tableVersion = 0x00010000
for a in ('maxZones','maxTwilightPoints','maxStorage','maxFunctionDefs','maxInstructionDefs','maxStackElements','maxSizeOfInstructions','maxComponentElements'):
    setattr(maxp, a, 0)
maxp.maxZones = 1
font['head'].indexToLocFormat = 0
font['head'].glyphDataFormat = 0
del font['CFF ']
if 'VORG' in font: del font['VORG']
font.sfntVersion = '\x00\x01\x00\x00'
post = font['post']; post.formatType = 3.0
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'assets', 'fonts', 'NotoSansSC-subset.ttf.gz')
from io import BytesIO
buffer = BytesIO()
font.save(buffer)
with gzip.open(out, 'wb', compresslevel=9) as f:
    f.write(buffer.getvalue())
print('wrote', out)
