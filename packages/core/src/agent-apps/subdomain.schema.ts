import { z } from 'zod'
import { RESERVED_SUBDOMAINS, SUBDOMAIN_MAX, SUBDOMAIN_MIN, SUBDOMAIN_PATTERN } from './subdomain.ts'

/** A sub-domain an agent chooses: lower-case letters, digits and inner hyphens, 3 to 30, not a reserved word. */
export const subdomainSchema = z
  .string('agentApp.validation.subdomainFormat')
  .trim()
  .toLowerCase()
  .min(SUBDOMAIN_MIN, 'agentApp.validation.subdomainLength')
  .max(SUBDOMAIN_MAX, 'agentApp.validation.subdomainLength')
  .regex(SUBDOMAIN_PATTERN, 'agentApp.validation.subdomainFormat')
  .refine((v) => !v.includes('--'), 'agentApp.validation.subdomainFormat')
  .refine((v) => !RESERVED_SUBDOMAINS.includes(v), 'agentApp.validation.subdomainReserved')
