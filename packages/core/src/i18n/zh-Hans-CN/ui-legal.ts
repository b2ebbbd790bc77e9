import type { uiLegal as en } from '../en-GB/ui-legal.ts'

export const uiLegal: Record<keyof typeof en, string> = {
  'ui.about.intro':
    'MapleNest（枫巢）帮助你在多伦多和温哥华找到家：在售和出租的公寓与房屋、楼花项目、学校，以及熟悉各个社区的经纪人。',
  'ui.about.who.heading': '为谁服务',
  'ui.about.who.body':
    '购房者、租房者和国际学生（其中很多人讲中文），以及为他们服务的持牌经纪人。每个页面都提供英式英语和简体中文两种语言。',
  'ui.about.what.heading': '你可以做什么',
  'ui.about.what.body':
    '在地图上找房、比较学校、估算房贷、收藏房源、预约看房。学生可以发布租房需求并预订房间。经纪人可以拥有自己品牌的专属应用，把房源分享给客户。',
  'ui.about.data.heading': '房源信息来自哪里',
  'ui.about.data.body':
    '房源信息由当地地产局及其会员提供，仅供你个人非商业用途使用。做出决定前，请务必向持牌经纪人核实详情。',
  'ui.about.contact.heading': '联系我们',
  'ui.about.contact.body': '有问题或建议？请在“我的”页面发送反馈。每条留言我们都会阅读，并在应用内回复。',
  'ui.about.feedback': '发送反馈',
  'ui.about.readAgreement': '阅读用户协议',
  'ui.agreement.updated': '最后更新：{{date}}',
  'ui.agreement.intro':
    '本条款适用于你通过网页或已安装的应用使用 MapleNest。使用 MapleNest 即表示你接受本条款。请同时阅读下方的隐私摘要。',
  'ui.agreement.terms.heading': '使用条款',
  'ui.agreement.service.heading': '1. 服务内容',
  'ui.agreement.service.body':
    'MapleNest 是帮助你在多伦多和温哥华找房的信息服务。我们不是地产经纪公司，不在任何交易中代表你。你通过 MapleNest 联系的经纪人是独立的持牌专业人士。',
  'ui.agreement.account.heading': '2. 你的账号',
  'ui.agreement.account.body':
    '你可以以访客身份浏览。收藏房源、预约看房或分享房源需要注册账号。请妥善保管登录信息；如果你认为有人使用了你的账号，请告诉我们。你须已达到所在地的法定成年年龄，或在父母或监护人同意下使用 MapleNest。',
  'ui.agreement.listings.heading': '3. 房源数据',
  'ui.agreement.listings.body':
    '房源数据由地产局及其会员提供，归提供数据的地产局所有。这些数据仅供你个人非商业用途使用，用于寻找你可能想购买或租住的房屋。你不得复制、转发、再发布这些数据，或将其用于任何商业用途。',
  'ui.agreement.accuracy.body':
    '这些信息被认为可靠，但不保证准确。面积、地税、管理费和日期都可能变化；出价或签订租约前，请向持牌经纪人核实。按照地产局规定，已售和已租房源的成交价格只向已登录用户显示。',
  'ui.agreement.trademarks.body':
    'MLS®、Multiple Listing Service® 及相关标志是加拿大地产协会（CREA）的商标，用于标识其持牌会员。',
  'ui.agreement.use.heading': '4. 合理使用',
  'ui.agreement.use.body':
    '请勿抓取、转售或以自动化方式访问 MapleNest，请勿发布虚假或违法内容，请勿骚扰经纪人、房东或其他用户。在未实地或通过视频直播看房之前，切勿支付任何租房押金。',
  'ui.agreement.estimates.heading': '5. 估算结果与 AI 助手',
  'ui.agreement.estimates.body': '房贷计算、货币换算以及 AI 助手的回答都只是供参考的估算，不构成财务、法律或税务建议。',
  'ui.agreement.liability.heading': '6. 责任限制',
  'ui.agreement.liability.body':
    'MapleNest 按现状提供。在法律允许的范围内，对于因依赖房源信息或估算结果，或因你与经纪人、房东或其他第三方的往来而造成的损失，我们不承担责任。',
  'ui.agreement.changes.heading': '7. 条款变更与适用法律',
  'ui.agreement.changes.body':
    '我们可能会更新本条款。重大变更生效前，我们会在应用内通知你。本条款受安大略省法律及适用于该省的加拿大联邦法律管辖。',
  'ui.agreement.privacy.heading': '隐私摘要',
  'ui.agreement.privacy.law': '我们依照《个人信息保护和电子文件法》（PIPEDA）及适用的省级隐私法律处理个人信息。',
  'ui.agreement.privacy.collect':
    '我们收集的信息：你的姓名、邮箱、手机号和头像；你浏览、收藏或预约的房源；你的预约和反馈留言；设备信息；以及在你允许时的位置信息。',
  'ui.agreement.privacy.why':
    '用途：运行你的账号、向你展示合适的房源、为你联系你选择的经纪人、发送你订阅的通知，并保障服务安全。我们不会出售你的个人信息。',
  'ui.agreement.privacy.share':
    '谁能看到：当你预约看房或联系经纪人时，该经纪人会收到你提供的信息。为我们托管系统的公司会依照合同代我们处理数据，其中部分公司可能把数据存放在加拿大境外。',
  'ui.agreement.privacy.agentApp':
    '经纪的专属应用：当你打开某位经纪的应用（通过其二维码、链接或网址）时，你就成为该经纪的客户，该经纪能看到你在其应用中的动态——你浏览、收藏、分享和预约的房源、你的搜索以及你使用应用的时间——并可能收到相关提醒（例如你三次查看同一房源时）。其他经纪看不到这些信息。更换经纪前会先征求你的同意。',
  'ui.agreement.privacy.rights':
    '你的选择：你可以在账号中查看和更正个人信息、撤回对非必要用途的同意，并可随时注销账号。',
  'ui.agreement.privacy.retention':
    '保存期限：账号注销后，我们会将你的预约、交易和同意记录保留三年，之后删除或做匿名化处理。',
  'ui.agreement.privacy.contact': '问题或投诉：请在“我的”页面发送反馈。你也可以联系加拿大隐私专员办公室。',
}
