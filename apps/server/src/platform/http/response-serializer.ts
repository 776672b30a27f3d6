import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { answerText, writeAnswer } from './written-once';

/**
 * How answers are written. `check` (development and test): each answer goes through its contract's zod
 * schema, as the type provider does, and must come out the same as it went in, so a presenter that
 * sends a field its contract leaves out, or a wrong type, fails the test that made the request. `trust`
 * (production's default): the answer is written as the presenter built it, with JSON.stringify; every
 * route's answers were checked against the contract by the suites, and re-parsing them cost up to a
 * fifth of the server's CPU on a large answer (a BCR, 2,000 map features).
 */
export type ResponseCheck = 'check' | 'trust';

/** Thrown in `check` mode: the presenter's answer is not exactly what the contract describes. */
export class ResponseContractDrift extends Error {}

/** The answer as `trust` writes it, read back: the check covers the kept texts of `writtenOnce` too. */
const jsonOf = (value: unknown): unknown => JSON.parse(answerText(value));

export function responseSerializerCompiler(mode: ResponseCheck): FastifySerializerCompiler<unknown> {
  // A Buffer is an answer Fastify sends as it is (written-once.ts); its type says JSON already.
  if (mode === 'trust') return () => writeAnswer as (data: unknown) => string;
  return (route) => {
    const viaContract = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    return (data) => {
      const written = viaContract(data);
      if (!isDeepStrictEqual(JSON.parse(written), jsonOf(data)))
        throw new ResponseContractDrift(`${route.method} ${route.url}: the answer differs from its contract (a field the schema drops, or a value it changes)`);
      return written;
    };
  };
}
