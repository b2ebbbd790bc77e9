export {
  AREA_CIRCLE_POINTS,
  CORRIDOR_HALF_WIDTH_M,
  drawArea,
  WALK_MINUTES_DEFAULT,
  WALKING_METRES_PER_MINUTE,
} from './area.ts'
export { type BookingTime, parseBookingTime } from './booking-time.ts'
export * from './chat.schema.ts'
export * from './chat-api.schema.ts'
export * from './chat-tools.schema.ts'
export { type ChatState, type ChatTurn, planTurn, suggestFollowUps } from './dialogue.ts'
export { CITY_NAMES as CHAT_CITY_NAMES, expandNeighbourhood, formatPlaceName, TORONTO_DOWNTOWN } from './gazetteer.ts'
export { TORONTO_DISTRICTS, VANCOUVER_LOCAL_AREAS } from './neighbourhoods.ts'
export { type ParseChatOptions, parseChat } from './parse-chat.ts'
export { detectLocale, formatAreaSummary, formatRefusal, formatSearchSummary } from './reply.ts'
export { checkAnswer, checkSteering, type SteeringHit } from './steering.ts'
