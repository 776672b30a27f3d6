import type { RegisterResult } from '@driller/domain';
import type { BusinessRegister } from './business-register.port';
import { EMBEDDED_REGISTER } from './embedded-register-data';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);

/** How well a name answers the search: every word must appear; names starting with the search come first. */
function score(name: string, terms: readonly string[], phrase: string): number {
  const lower = name.toLowerCase();
  if (!terms.every((term) => lower.includes(term))) return 0;
  if (lower === phrase) return 100;
  return lower.startsWith(phrase) ? 90 : 80;
}

/** The embedded register: a name search over the synthetic sample, shaped as the real one answers. */
export function createEmbeddedBusinessRegister(
  sample: readonly RegisterResult[] = EMBEDDED_REGISTER,
): BusinessRegister {
  return {
    async searchByName(name, maxResults) {
      const phrase = name.trim().toLowerCase();
      const terms = words(phrase);
      if (terms.length === 0) return [];
      return sample
        .map((business) => ({ business, score: score(business.Name, terms, phrase) }))
        .filter((hit) => hit.score > 0)
        .sort((a, b) => b.score - a.score || a.business.Name.localeCompare(b.business.Name))
        .slice(0, maxResults)
        .map((hit) => hit.business);
    },
  };
}
