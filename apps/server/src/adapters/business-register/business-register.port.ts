import type { RegisterResult } from '@driller/domain';

export type { RegisterResult };

/**
 * The national business register's name search (DESIGN "External systems"): the embedded sample
 * (synthetic registered businesses) or the public ABN Lookup JSON service (BUSINESS_REGISTER_URL).
 */
export interface BusinessRegister {
  /** Businesses whose name matches `name`, best first, at most `maxResults`. Throws when the register cannot answer. */
  searchByName(name: string, maxResults: number): Promise<RegisterResult[]>;
}
