import type { AgentAppRecord, AppInfoVo } from '@maplenest/core'
import type { AppIdInfo } from '../../shared/storage/storage-keys.ts'

/**
 * appIdinfo exactly as spec §3 lists it: appId, agentUserId, avatar (from appAdvUrl), name (from userName), applogo
 * (from appIconUrl), appname (from appName) and appInfoVo, the full record.
 */
export function toAppIdInfo(record: AgentAppRecord, appInfoVo: AppInfoVo): AppIdInfo {
  return {
    appId: record.appId,
    agentUserId: record.userId,
    avatar: record.appAdvUrl,
    name: record.userName,
    applogo: record.appIconUrl,
    appname: record.appName,
    appInfoVo: appInfoVo as unknown as Record<string, unknown>,
  }
}

/** The §3 record of an app from its full record (a link gives the id; the record gives the rest). */
export function recordOf(vo: AppInfoVo): AgentAppRecord {
  return {
    appId: vo.appId,
    userId: vo.userId,
    appName: vo.appName,
    appIconUrl: vo.appIconUrl,
    appAdvUrl: vo.appAdvUrl,
    userName: vo.agent.name,
  }
}
