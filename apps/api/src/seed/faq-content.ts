import type { FaqTopic } from '@maplenest/core'

/** One published FAQ entry, in both languages. */
export interface FaqSeedEntry {
  topic: FaqTopic
  position: number
  questionEn: string
  answerEn: string
  questionZh: string
  answerZh: string
}

const q = (
  topic: FaqTopic,
  position: number,
  [questionEn, answerEn]: [string, string],
  [questionZh, answerZh]: [string, string],
): FaqSeedEntry => ({ topic, position, questionEn, answerEn, questionZh, answerZh })

/**
 * The FAQ as published. Facts about the MLS rules come from the boards' own publications: the Competition Tribunal
 * order of 3 June 2016 (sold data only on password-protected VOWs), TRREB's VOW feed (sold, expired and terminated
 * listings up to two years back), GVR's sale statuses (Active Under Contract, Pending, Closed), the residential
 * tenancy deposit limits of Ontario and British Columbia, and CREA's DDF (active listings, no sold data).
 */
export const FAQ_CONTENT: readonly FaqSeedEntry[] = [
  q(
    'searching',
    1,
    [
      'Where do the listings come from, and how fresh are they?',
      'Listings come from the MLS® systems of the Toronto Regional Real Estate Board (through PropTx) and Greater Vancouver REALTORS®. We sync the feeds on a schedule and take a listing off as soon as the board marks it sold, leased, expired or withdrawn.',
    ],
    [
      '房源从哪里来？多久更新一次？',
      '房源来自多伦多地区地产局（经 PropTx）和大温哥华地产局（Greater Vancouver REALTORS®）的 MLS® 系统。我们定时同步数据，一旦地产局将房源标为已售、已租、过期或撤回，就会立即下架。',
    ],
  ),
  q(
    'searching',
    2,
    [
      'How do I search an area on the map?',
      'Open the Map tab, move and zoom to the area you want, and tap Draw. Draw around the streets you like with your finger: a drawn area needs at least three points. Only listings inside it are shown, and you can share up to 20 of them with a link.',
    ],
    [
      '如何在地图上按区域找房？',
      '打开「地图」，移动并缩放到想看的区域，点「画圈」，用手指圈出您喜欢的街区：至少需要三个点。地图只显示圈内的房源，您最多可以选 20 套通过链接分享。',
    ],
  ),
  q(
    'searching',
    3,
    [
      'Why are prices also shown in Chinese yuan?',
      'For buyers who budget in RMB we show the price converted to CNY in units of ten thousand (万), with one decimal, using the day’s exchange rate. The Canadian dollar price is the one that counts in any offer.',
    ],
    [
      '为什么价格还显示人民币？',
      '为方便以人民币做预算的买家，我们按当天汇率把价格换算成人民币，以「万」为单位、保留一位小数。实际出价以加元价格为准。',
    ],
  ),
  q(
    'sold',
    1,
    [
      'Why do I have to sign in to see sold prices?',
      'Under a Competition Tribunal order of 3 June 2016, Toronto’s MLS® sold data may only be shown on a password-protected Virtual Office Website (VOW) run by a brokerage. Visitors see active listings; once you register, sign in and accept the VOW terms, you see sold and leased prices, the listing history and the true days on market.',
    ],
    [
      '为什么要登录才能看成交价？',
      '根据加拿大竞争审裁处 2016 年 6 月 3 日的裁决，多伦多 MLS® 的成交数据只能在由经纪公司运营、需要密码登录的虚拟办公网站（VOW）上展示。访客只能看到在售房源；注册并登录、同意 VOW 条款后，即可查看成交价、租赁价、挂牌历史和真实的在市天数。',
    ],
  ),
  q(
    'sold',
    2,
    [
      'What do I agree to in the VOW terms?',
      'That you have a genuine interest in buying, selling or renting; that you use the data for your own, non-commercial purposes; that you will not copy, redistribute or resell it; and that the MLS® database belongs to the board. The terms are shown in full before you accept them, and you can read them again in My.',
    ],
    [
      '同意 VOW 条款意味着什么？',
      '表示您确有买房、卖房或租房的意向；数据仅供个人、非商业用途；不会复制、转发或转售；并承认 MLS® 数据库归地产局所有。接受前会完整展示条款，之后也可在「我的」中再次查看。',
    ],
  ),
  q(
    'sold',
    3,
    [
      'How far back does the sold history go?',
      'The Toronto VOW feed includes sold, expired, suspended and terminated listings for up to two years. In Vancouver a sale shows as Pending once the subjects are removed and as Closed on the completion date; a deal with outstanding subjects may show as Active Under Contract.',
    ],
    [
      '成交记录能查多久以前的？',
      '多伦多 VOW 数据包含最近两年内的已售、过期、暂停和终止房源。温哥华的房源在买方条件全部解除后显示为「Pending」，交割日显示为「Closed」；仍有未解除条件的交易可能显示为「Active Under Contract」。',
    ],
  ),
  q(
    'showings',
    1,
    [
      'How do I book a showing?',
      'On a listing, tap Book a showing, choose a date and a time and, if you like, leave a message. The request goes to the agent, who arranges the visit with the listing brokerage; in Toronto showings are always booked through the listing brokerage, which confirms the time.',
    ],
    [
      '如何预约看房？',
      '在房源页点「预约看房」，选择日期和具体时间，可留言。预约会发给经纪，由经纪与挂牌经纪公司安排；在多伦多，看房必须通过挂牌经纪公司预约，并由其确认时间。',
    ],
  ),
  q(
    'showings',
    2,
    [
      'What happens to my showing if the home sells?',
      'When a listing becomes sold, leased or is taken off the market, future showings for it are cancelled. We tell you in your notifications, and by e-mail if you turned that on.',
    ],
    [
      '房子卖掉了，我的看房预约怎么办？',
      '房源一旦售出、租出或下架，之后的看房预约都会取消。我们会通过消息通知告诉您；如果您开启了邮件通知，也会发邮件。',
    ],
  ),
  q(
    'contracts',
    1,
    [
      'Where do I find my contracts?',
      'Contracts your agent uploads — a lease or an agreement of purchase and sale, as PDF — appear in My › Contracts, with the key dates, the deposit and the contacts for utilities, insurance and property management. Only you and your agent can open them.',
    ],
    [
      '在哪里查看我的合同？',
      '经纪上传的合同（租约或买卖合同，PDF 格式）会出现在「我的 › 合同」，并附有关键日期、押金，以及水电、保险、物业管理的联系方式。只有您和您的经纪可以打开。',
    ],
  ),
  q(
    'contracts',
    2,
    [
      'Can MapleNest give me legal advice on an offer?',
      'No. We show the data and keep your documents in one place; the terms of an offer are agreed between you, your agent and the other side. For advice on a contract, speak to your agent or a real estate lawyer before you sign.',
    ],
    [
      'MapleNest 能为我的 offer 提供法律意见吗？',
      '不能。我们提供数据并集中保管您的文件；offer 的条款由您、您的经纪和对方商定。签约前如需合同方面的意见，请咨询您的经纪或地产律师。',
    ],
  ),
  q(
    'students',
    1,
    [
      'How much deposit can a landlord ask for?',
      'In Ontario a landlord may take at most one month’s rent as a last month’s rent deposit, and most tenancies must use the Standard Lease (form 2229E). In British Columbia the security deposit is at most half a month’s rent, plus a pet deposit of at most half a month, with move-in and move-out inspections.',
    ],
    [
      '房东最多能收多少押金？',
      '在安大略省，房东最多只能收一个月租金作为「最后一个月租金」押金，大多数租约必须使用标准租约（表格 2229E）。在不列颠哥伦比亚省，押金最多为半个月租金，另加最多半个月租金的宠物押金，入住和退租时都要做房屋检查。',
    ],
  ),
  q(
    'students',
    2,
    [
      'I am an international student. How do I find a room?',
      'Publish your rental demand: your school, budget, move-in date, the number of bedrooms and whether you accept roommates. Agents who work with students will contact you. Never send money before you have seen the room and signed a lease.',
    ],
    [
      '我是留学生，怎样找房？',
      '发布您的租房需求：学校、预算、入住日期、卧室数量以及是否接受室友。熟悉留学生租房的经纪会联系您。在看过房间并签订租约之前，切勿转账付款。',
    ],
  ),
  q(
    'agents',
    1,
    [
      'How do I become an agent on MapleNest?',
      'In My, apply as an agent with your name, your brokerage, your registration e-mail, the hours you take appointments, where you work, the languages you speak and a photo. An administrator reviews every application before it is approved.',
    ],
    [
      '如何成为 MapleNest 的经纪？',
      '在「我的」中申请成为经纪，填写姓名、所属经纪公司、注册邮箱、可预约时间、服务地区、使用语言并上传照片。每份申请都会经管理员审核后才会批准。',
    ],
  ),
  q(
    'agents',
    2,
    [
      'What is an agent’s branded app?',
      'An approved agent can have their own app with their name, logo and icon, opened from their link or QR code. Their clients search the same listings and book showings with them. Sold data in a branded app is shown under the agent’s brokerage VOW agreement.',
    ],
    [
      '什么是经纪的品牌 App？',
      '通过审核的经纪可以拥有带自己名字、标志和图标的专属 App，通过其链接或二维码打开。客户在里面搜索同样的房源，并向该经纪预约看房。品牌 App 中的成交数据依据该经纪所属经纪公司的 VOW 协议展示。',
    ],
  ),
  q(
    'account',
    1,
    [
      'How do I cancel my account?',
      'In My › Account, choose Cancel account, read the notice, agree to it and give a reason. You are signed out everywhere and can no longer sign in. We keep the records of a cancelled account for three years and then delete them.',
    ],
    [
      '如何注销账户？',
      '在「我的 › 账户」中选择「注销账户」，阅读须知并同意，然后选择原因。注销后所有设备都会退出登录，且无法再登录。已注销账户的记录会保留三年，之后删除。',
    ],
  ),
  q(
    'account',
    2,
    [
      'Will you send me e-mails?',
      'Only the ones you ask for. Sign-in codes are sent when you request them. Notifications — replies to your feedback, price changes on saved homes — are e-mailed only if you turn on e-mail in My › Notifications; we keep the time of your choice and you can turn it off at any time.',
    ],
    [
      '你们会给我发邮件吗？',
      '只发您要求的邮件。验证码在您申请时发送。消息通知（反馈回复、收藏房源价格变动等）只有在您于「我的 › 消息通知」中开启邮件后才会发送；我们会记录您做出选择的时间，您可随时关闭。',
    ],
  ),
  q(
    'account',
    3,
    [
      'What happens to the photos I attach to feedback?',
      'They are stored privately: only you and our support team can open them. We remove the location and camera details from every picture when you upload it.',
    ],
    [
      '我在反馈中附上的图片会怎样处理？',
      '图片以私密方式保存，只有您和我们的客服团队可以查看。上传时，我们会删除每张图片中的位置和相机信息。',
    ],
  ),
]
