import type { apiChat as en } from '../en-GB/api-chat.ts'

/** 助手接口：对话与回答。 */
export const apiChat: Record<keyof typeof en, string> = {
  'chat.api.created': '已开始新对话',
  'chat.api.renamed': '对话已重命名',
  'chat.api.deleted': '对话已删除',
  'chat.api.newTitle': '新对话',
  'chat.api.notFound': '该对话已不存在',
  'chat.api.notYours': '这是别人的对话',
  'chat.api.sessionId': '不是有效的对话编号',
  'chat.api.cursor': '列表已变化，请重新加载',
  'chat.api.text': '请输入问题，或回复确认请求',
  'chat.api.approvalGone': '该确认请求已不在等待回复',
  'chat.api.failed': '助手没能完成这个回答，请重试。',
} as const
