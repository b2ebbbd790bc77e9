import type { SteeringGround } from './chat.schema.ts'
import { findPlaces } from './gazetteer.ts'
import { normaliseText } from './normalise.ts'

/**
 * Steering guard. The grounds, from the two codes our cities fall under:
 * - Ontario Human Rights Code, s. 2 (occupancy of accommodation) and s. 1 (services, which takes in lending): race,
 *   ancestry, place of origin, colour, ethnic origin, citizenship, creed, sex, sexual orientation, gender identity,
 *   gender expression, age, marital status, family status, disability, and (s. 2) the receipt of public assistance.
 * - BC Human Rights Code, s. 10 (tenancy premises) and s. 8 (services, which takes in lending): Indigenous identity,
 *   race, colour, ancestry, place of origin, religion, marital status, family status, physical or mental disability,
 *   sex, sexual orientation, gender identity or expression, age, and (s. 10) lawful source of income.
 * A request is steering when it asks to pick homes, areas, landlords or lenders by who lives there or who is served,
 * or by a proxy for that ("safe", "low crime"). Naming a place, an amenity, a feature or a service is not:
 * "Chinatown", "near a mosque", "Chinese supermarket", "Chinese-speaking agent", "wheelchair accessible", "near good
 * schools", "family-friendly", an Islamic mortgage. Nor is a home kept for older residents that the person asks for
 * themself: BC Code s. 10(2)(b) allows buildings whose units are all for people aged 55 and over, and Ontario Code
 * s. 15 allows preference for people aged 65 and over; asking to keep older (or younger) people out stays steering.
 */

/** People described by a protected ground. Alone they steer nothing; next to a composition word they do. */
const GROUPS: readonly [SteeringGround, RegExp][] = [
  [
    'race',
    /\b(?:chinese|asians?|asian|indians?|south asians?|desis?|blacks?|black|whites?|white|brown|caucasians?|hispanics?|latinos?|latinas?|latinx|arabs?|middle eastern|persians?|iranians?|filipinos?|koreans?|japanese|vietnamese|africans?|caribbeans?|jamaicans?|somalis?|tamils?|punjabis?|pakistanis?|mainlanders?|ethnic|ethnics|minorities|minority|visible minorit(?:y|ies)|indigenous|native|aboriginal|racial|race|people of colou?r|poc|ethnicity|national origins?|places? of origin|ancestry|ancestries|descent|skin colou?rs?|colou?r of (?:their )?skin)\b|原籍|祖籍|血统|出身|华人|中国人|大陆人|白人|黑人|黑鬼|印度人|印巴人|亚裔|亚洲人|韩国人|日本人|越南人|菲律宾人|阿拉伯人|拉丁裔|非洲人|少数族裔|族裔|种族|人种|肤色|原住民|老外|鬼佬|阿三|国人/g,
  ],
  [
    'religion',
    /\b(?:muslims?|islamic|jews|jewish|christians?|catholics?|hindus?|sikhs?|buddhists?|atheists?|religious people|religion)\b|穆斯林|回教徒|犹太人|基督徒|天主教徒|印度教徒|锡克|佛教徒|宗教/g,
  ],
  [
    'citizenship',
    /\b(?:immigrants?|foreigners?|refugees?|newcomers?|non citizens?|citizens|international people|expats?|nationalit(?:y|ies))\b|国籍|移民|外国人|难民|非公民|外地人|新移民/g,
  ],
  [
    'sexualOrientation',
    /\b(?:gays?|lesbians?|lgbt\w*|queers?|homosexuals?|bisexuals?|straight people|straight couples?)\b|同性恋|同志|拉拉|基佬|异性恋/g,
  ],
  ['genderIdentity', /\b(?:trans|transgender|transsexuals?|non binary|nonbinary)\b|跨性别|变性/g],
  [
    'age',
    /\b(?:seniors?|elderly|old people|old folks|retirees|young people|young professionals|millennials|boomers)\b|老人|老年人|年轻人|退休/g,
  ],
  [
    'familyStatus',
    /\b(?:families|kids|children|babies|toddlers|teenagers|single moms?|single mothers?|single parents?|married couples?|married people|singles|divorced|divorcees?|unmarried|common law couples?|widows?|widowers?|separated people)\b|家庭|小孩|孩子|儿童|单亲|单身|离婚|离异|已婚|未婚|丧偶|寡妇/g,
  ],
  [
    'disability',
    /\b(?:disabled|handicapped|wheelchair users|mentally ill|mental illness|group homes?|halfway houses?)\b|残疾|残障|精神病|智障/g,
  ],
  [
    'sourceOfIncome',
    /\b(?:welfare|social assistance|public assistance|odsp|ontario works|section 8|housing vouchers?|subsidi[sz]ed tenants|low income(?: people| families)?|poor people|on assistance|income assistance|on disability|disability support|disability benefits)\b|救济|低保|福利房|领福利|低收入|穷人|政府补助/g,
  ],
  ['sex', /\b(?:women|men|females?|males?|girls|guys|ladies)\b|女生|男生|女性|男性|女的|男的/g],
]

/** Words that turn a group into a composition or a preference about neighbours. */
const FRAME_EN =
  /\b(?:people|persons|families|family|residents?|neighbou?rs?|neighbou?rhoods?|areas?|community|communities|population|folks|district|enclave|part of town|parts of town|streets?|buildings?|tenants|renters|owners|majority|most|fewest|least|mostly|predominantly|mainly|largely|heavily|lots of|a lot of|many|few|fewer|less|more|no|not|without|free of|away from|avoid|far from|only|except|concentration|percentage|percent|dominated|live|living|lives|friendly|heavy|full of|populated|zone|where)\b/
const FRAME_ZH =
  /多|少|聚集|集中|扎堆|为主|占多数|比例|没有|避开|远离|不要|不想|区|社区|小区|街区|地方|一带|住|居民|邻居|友好|的楼|楼里/

/** An amenity, a service or a language after the group word makes it about a place or a service, not people. */
const AMENITY_AFTER =
  /^\W{0,2}(?:\w+\W+)?(?:supermarkets?|grocer(?:y|ies)|stores?|shops?|markets?|malls?|plazas?|restaurants?|food|cuisine|bbq|bakery|bakeries|church(?:es)?|temples?|mosques?|synagogues?|gurdwaras?|community cent(?:re|er)s?|cultural cent(?:re|er)s?|cent(?:re|er)s?|schools?|classes|speaking|speakers?|language|agents?|realtors?|brokers?|lawyers?|doctors?|dentists?|banks?|newspapers?|tv|consulate|embassy|cafe|tea|medium|immersion|tutors?|lessons?|translation|translator)\b/
const AMENITY_AFTER_ZH =
  /^.{0,3}(?:超市|商场|餐馆|餐厅|饭店|菜|食品|美食|杂货|学校|教堂|寺|清真寺|经纪|律师|银行|医生|牙医|商店|店|市场|中心|报|会所|社团|学|课)/
const SPEAK_BEFORE = /(?:speaks?|speaking|speak|fluent in|language|语言|会说|会讲|说|讲|懂)\s*$/

/** Always steering, whatever follows: questions on make-up, exclusions of people, and safety as a proxy. */
const EXPLICIT: readonly [SteeringGround, RegExp][] = [
  [
    'race',
    /\b(?:demographics?|ethnic makeup|ethnic mix|racial makeup|racial mix|racial composition|ethnic composition|what race|which race|racially)\b|人口构成|种族构成|族裔构成|民族构成|人口结构|族裔分布|种族分布/,
  ],
  [
    'familyStatus',
    /\b(?:adults? only|adult only|adult lifestyle|no (?:kids|children|babies|families)|child free|kid free|childless|away from (?:families|kids|children))\b|没有小孩|无小孩|没小孩|不要小孩|不要孩子|成年人|只租给夫妻|只租给单身/,
  ],
  ['age', /\b(?:no (?:seniors|old people|students? and seniors)|young crowd)\b|不要老人|没有老人|年轻人多/],
  [
    'sex',
    /\b(?:(?:women|men|females?|males?|girls|guys|ladies) only|only (?:women|men|females?|males?|girls|guys|ladies)|no (?:women|men|females|males|girls|guys))\b|只租给?(?:女|男)|限女|限男|仅限(?:女|男)|只要(?:女|男)/,
  ],
  [
    'citizenship',
    /\b(?:citizens only|canadians only|no (?:immigrants|foreigners|refugees|newcomers))\b|只要本地人|不要移民|不要外国人/,
  ],
  ['disability', /\b(?:no (?:disabled|handicapped|wheelchair)|away from (?:group homes?|halfway houses?))\b|不要残疾/],
  [
    'safety',
    /\b(?:crime|crimes|criminal|criminals|ghetto|ghettos|gangs?|gang activity|sketchy|seedy|unsafe|dangerous|safety|safest|safer|rough area|rough neighbou?rhood|bad area|bad areas|bad neighbou?rhoods?|bad part|bad parts|good area|good neighbou?rhoods? to avoid|shady area|safe (?:area|areas|neighbou?rhoods?|part|parts|street|streets|community|communities|district|place|places|city|for)|is it safe|are they safe|safe to live)\b|治安|犯罪|安全的(?:社区|区|小区|地方|街区|地段|区域)|安不安全|安全吗|危险|乱不乱|贫民窟|黑帮|毒贩|吸毒/,
  ],
]

const ACCEPT_BEFORE =
  /(?:accepts?|accepting|welcomes?|ok with|okay with|take|takes)\W*(?:\w+\W+){0,2}$|(?:接受|可以用|收).{0,3}$/
/**
 * Just before a group: a refusal or a restriction of who is rented, sold or lent to ("a landlord who won't rent to",
 * "only lends to", 不租给, 只贷款给). Whatever the ground, that is choosing by it.
 */
const SERVE_VERB =
  '(?:rent|rents|renting|lease|leases|leasing|sell|sells|selling|lend|lends|lending|give|gives|giving|approve|approves|offer|offers)'
const EXCLUDE_BEFORE_EN = new RegExp(
  `\\b(?:(?:wont|will not|doesnt|does not|dont|do not|not|never|refuses? to|refusing to|only)\\s+(?:\\w+\\s+){0,2}${SERVE_VERB}(?:\\s+\\w+){0,2}|${SERVE_VERB}\\s+only)\\s+to\\s+(?:\\w+\\s+)?$`,
)
const EXCLUDE_BEFORE_ZH = /(?:不|不会|拒绝|只|仅|只会|只肯)(?:租|卖|贷款|借钱|借贷|放贷|出租|出售|批贷)给?.{0,2}$/
const NEGATION = /\b(?:not|no|dont|doesnt|don t|doesn t|never|without|refuse|refuses|avoid)\b|不|没|别|拒/

export interface SteeringHit {
  readonly ground: SteeringGround
}

function findInGroups(norm: string): SteeringHit | null {
  for (const [ground, pattern] of GROUPS) {
    for (const m of norm.matchAll(pattern)) {
      const at = m.index ?? 0
      const end = at + m[0].length
      const before = norm.slice(Math.max(0, at - 30), at)
      const after = norm.slice(end, end + 40)
      const latin = /^[a-z]/.test(m[0])
      // Refusing to rent or lend to a group is choosing by it, even where a place follows (只贷款给基督徒的银行).
      if ((latin ? EXCLUDE_BEFORE_EN : EXCLUDE_BEFORE_ZH).test(before)) return { ground }
      if (latin ? AMENITY_AFTER.test(after) : AMENITY_AFTER_ZH.test(after)) continue
      if (SPEAK_BEFORE.test(before)) continue
      if (ground === 'sourceOfIncome') {
        if (ACCEPT_BEFORE.test(before) && !NEGATION.test(before)) continue
        return { ground }
      }
      const nearBefore = latin ? before.split(' ').slice(-4).join(' ') : before.slice(-6)
      const nearAfter = latin ? after.split(' ').slice(0, 4).join(' ') : after.slice(0, 8)
      const frame = latin ? FRAME_EN : FRAME_ZH
      // "families" and "kids" on their own are the asker's household ("a house for my family"); they steer only
      // as neighbours: few families, lots of kids around.
      if (ground === 'familyStatus' || ground === 'age' || ground === 'sex') {
        const composition = latin
          ? /\b(?:mostly|predominantly|mainly|lots of|a lot of|many|most|fewest|least|few|fewer|less|full of|no|without|away from|avoid|far from|majority|only)\b/
          : /多|少|聚集|扎堆|为主|没有|避开|远离|不要/
        if (composition.test(nearBefore) || composition.test(nearAfter.slice(0, latin ? 20 : 3))) return { ground }
        continue
      }
      if (frame.test(nearBefore) || frame.test(nearAfter)) return { ground }
    }
  }
  return null
}

/** The ground a request steers by, or null when it is lawful to answer. */
export function checkSteering(text: string): SteeringHit | null {
  const norm = normaliseText(text)
  for (const [ground, pattern] of EXPLICIT) if (pattern.test(norm)) return { ground }
  // Place names are blanked first, so that 多 of 多伦多 or "Little Italy" do not read as words about people.
  return findInGroups(findPlaces(norm).rest)
}

/**
 * The same check on an answer before it is shown (a model's answer, or any text built from data): an answer must not
 * describe areas or homes by who lives there or by safety. Returns the ground found, or null when it may be shown.
 */
export function checkAnswer(text: string): SteeringHit | null {
  return checkSteering(text)
}
