/** The assistant's API: conversations and their answers. */
export const apiChat = {
  'chat.api.created': 'Conversation started',
  'chat.api.renamed': 'Conversation renamed',
  'chat.api.deleted': 'Conversation deleted',
  'chat.api.newTitle': 'New conversation',
  'chat.api.notFound': 'This conversation no longer exists',
  'chat.api.notYours': 'This conversation is someone else’s',
  'chat.api.sessionId': 'Not a conversation id',
  'chat.api.cursor': 'This list has changed; reload it',
  'chat.api.text': 'Type a question, or answer the confirmation',
  'chat.api.approvalGone': 'That confirmation is no longer waiting for an answer',
  'chat.api.failed': 'The assistant could not finish that answer. Please try again.',
} as const
