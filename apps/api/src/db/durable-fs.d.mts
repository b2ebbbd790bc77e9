import { NodeFS } from '@electric-sql/pglite/nodefs'

export declare const DURABLE_START_PARAMS: string[]
export declare class DurableNodeFS extends NodeFS {}
