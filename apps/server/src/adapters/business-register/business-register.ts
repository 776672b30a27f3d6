import type { Config } from '../../platform/config';
import { createAbnLookupRegister } from './abn-lookup-register';
import type { BusinessRegister } from './business-register.port';
import { createEmbeddedBusinessRegister } from './embedded-business-register';

/** The configured register: ABN Lookup when BUSINESS_REGISTER_URL is set, else the embedded sample. */
export function createBusinessRegister(config: Config): BusinessRegister {
  const { url, guid } = config.businessRegister;
  return url ? createAbnLookupRegister(url, guid) : createEmbeddedBusinessRegister();
}
