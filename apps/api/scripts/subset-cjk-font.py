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
chars |= set(range(0x3000, 0x3040)) | set(range(0xff00, 0xffef)) | {0x2103, 0x2116, 0x2122, 0x00b2, 0x33a1, 0x2190, 0x2192, 0x2022, 0x25cf, 0x2605}
for hi in range(0xa1, 0xf8):
    for lo in range(0xa1, 0xff):
        try:
            chars.add(ord(bytes([hi, lo]).decode('gb2312')))
        except Exception:
            pass
extra = open(sys.argv[1], encoding='utf-8').read() if len(sys.argv) > 1 else ''
chars |= {ord(c) for c in extra}
print('chars', len(chars))
opts = subset.Options()
opts.name_IDs = ['*']
opts.name_languages = ['*']
opts.layout_features = ['*']
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
font.save(sys.argv[2] if len(sys.argv) > 2 else 'out.ttf')
