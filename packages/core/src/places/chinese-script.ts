/**
 * Simplified and Traditional Chinese for the characters of our place names. People in both cities read and type
 * both scripts (Hong Kong and Taiwan families write 北約克 and 溫哥華), and a name shown in Traditional is the same
 * name character for character, so a table of the characters our names use is enough: no word-level conversion.
 * Characters that read one way in a transliteration keep it: 里 of 克里斯代尔 and 后 of 皇后 are not 裏 or 後.
 * The table was checked against OpenCC's character tables when written; a test holds every name to it, so a new
 * name with a new character must add it here, to the table or to the characters that are the same in both.
 */

/** Simplified then Traditional, a pair for each character written differently (spaces only for reading). */
const PAIRS =
  '伦倫 温溫 华華 云雲 约約 东東 旧舊 区區 当當 汉漢 莱萊 维維 尔爾 奥奧 韦韋 马馬 罗羅 盖蓋 兰蘭 灵靈 顿頓 湾灣 萨薩 园園 简簡 军軍 学學 枫楓 叶葉 劳勞 庄莊 鲁魯 贝貝 诺諾 圣聖 兹茲' +
  '亚亞 纳納 达達 农農 赖賴 费費 赛賽 谭譚 玛瑪 丽麗 树樹 岭嶺 爱愛 静靜 阁閣 坚堅 边邊 滩灘 琼瓊 镇鎮 摄攝 滨濱 场場 汇匯 乐樂 与與 宁寧 杨楊 邓鄧 宝寶 运運 内內 点點 会會 锋鋒 逊遜' +
  '凯凱 乔喬 馆館 联聯 车車 国國 缅緬 体體 业業 铁鐵 产產 圆圓 厅廳 桥橋 岛島 机機 怀懷 艺藝 术術 设設 计計 属屬 诗詩 门門 码碼 头頭 杰傑 贾賈 议議 万萬 锦錦 蓝藍 鸟鳥 麦麥' +
  ' 书書 贵貴 纽紐 庞龐'

const SIMPLIFIED_TO_TRADITIONAL: Readonly<Record<string, string>> = Object.fromEntries(
  (PAIRS.replace(/ /g, '').match(/../gu) ?? []).map((pair) => [...pair] as [string, string]),
)

const TRADITIONAL_TO_SIMPLIFIED: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SIMPLIFIED_TO_TRADITIONAL).map(([simplified, traditional]) => [traditional, simplified]),
)

/** The characters of our place names written the same in both scripts, for the test that every name converts. */
export const SAME_IN_BOTH_SCRIPTS =
  '多市大村哥埠怡陶碧谷伊歌桃北克士嘉堡斯卡伯勒家老中心下城唐西博利夫山弗通詹姆敦蒙德高地雷代基普林埃金' +
  '尤特威洛奇丁格登布塞索恩艾百年迪伍茂南昆米科新朗佩莫公黑溪菲街事拉蒂戴巴瑟敏森牛辛福安路明帕希史提景' +
  '亨文休雪松加尼班密比角丹康桑寨拜泰梅尚沙橡肯本美胭脂河海晨沃吉走廊考政教堂央湖港人小意三一自由葡萄牙' +
  '瓦旺柏交波佛默妮玫瑰快和阿耶煤喜定奴茨拿那肖甘坎孔日落尾灰都站先芬治杜邦物女王古合皇打院磨坊舍切育商' +
  '奈道素珀生屋列豪坦雅略英卑莎前惠曼霍太平洋乃域里后' +
  '于烈塔琳摩汀奎'

/** A name in Traditional characters, character for character. */
export function toTraditional(zh: string): string {
  return [...zh].map((ch) => SIMPLIFIED_TO_TRADITIONAL[ch] ?? ch).join('')
}

/** Text with the Traditional characters of our place names written in Simplified, for matching. */
export function toSimplified(text: string): string {
  return [...text].map((ch) => TRADITIONAL_TO_SIMPLIFIED[ch] ?? ch).join('')
}

/** Whether the table knows a character: it differs between the scripts, or it is one of those that do not. */
export function isKnownPlaceCharacter(ch: string): boolean {
  return (
    Object.hasOwn(SIMPLIFIED_TO_TRADITIONAL, ch) ||
    Object.hasOwn(TRADITIONAL_TO_SIMPLIFIED, ch) ||
    SAME_IN_BOTH_SCRIPTS.includes(ch)
  )
}
