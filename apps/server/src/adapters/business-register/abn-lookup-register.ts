import { z } from 'zod';
import type { BusinessRegister } from './business-register.port';

const TIMEOUT_MS = 10_000;
const CALLBACK = 'callback';

const matchingNamesAnswer = z.object({
  Message: z.string().default(''),
  Names: z
    .array(
      z.object({
        Abn: z.string(),
        Name: z.string(),
        State: z.string().nullish(),
        Postcode: z.string().nullish(),
        IsCurrent: z.boolean().nullish(),
      }),
    )
    .nullish(),
});

/** The service answers JSONP (`callback({...})`) even when asked for JSON: unwrap it. */
function unwrapJsonp(body: string): unknown {
  const text = body.trim();
  const start = text.indexOf('(');
  const json = text.startsWith(`${CALLBACK}(`) && text.endsWith(')') ? text.slice(start + 1, -1) : text;
  return JSON.parse(json);
}

/**
 * The public ABN Lookup name search (JSON web services, MatchingNames.aspx), called from the server
 * with the authentication GUID the register issues: the spec's browser call, moved behind our API so
 * the GUID stays on the server and the match rule can be checked on save. Any transport error,
 * non-2xx answer, unexpected body or non-empty Message throws.
 */
export function createAbnLookupRegister(
  baseUrl: string,
  guid: string,
  fetchImpl: typeof fetch = fetch,
): BusinessRegister {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async searchByName(name, maxResults) {
      const query = new URLSearchParams({ name, maxResults: String(maxResults), callback: CALLBACK, guid });
      const response = await fetchImpl(`${base}/MatchingNames.aspx?${query.toString()}`, {
        headers: { accept: 'application/json, text/javascript' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`business register answered ${response.status}`);
      const answer = matchingNamesAnswer.parse(unwrapJsonp(await response.text()));
      if (answer.Message) throw new Error(`business register refused the search: ${answer.Message}`);
      return (answer.Names ?? [])
        .filter((hit) => hit.IsCurrent !== false)
        .slice(0, maxResults)
        .map((hit) => ({
          Name: hit.Name,
          Abn: hit.Abn,
          State: hit.State ?? '',
          Postcode: hit.Postcode ?? '',
        }));
    },
  };
}
