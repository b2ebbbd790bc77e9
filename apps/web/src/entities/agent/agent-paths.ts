/** The agent screens of the route table: the list, one agent, the broker entry form and the direct listings. */
export const AGENT_LIST_PATH = '/pages/agent/agent-list'
export const AGENT_DETAIL_PATH = '/pages/agent/agent-detail'
export const AGENT_SETTLEMENT_PATH = '/pages/agent/agent-settlement'
export const DIRECT_LIST_PATH = '/pages/direct/direct-list'

/** One agent's page. */
export const agentDetailHref = (id: string) => `${AGENT_DETAIL_PATH}?id=${encodeURIComponent(id)}`
