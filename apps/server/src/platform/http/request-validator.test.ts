import { describe, expect, it } from 'vitest';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { bcrReportSchema, bcrSaveRequestSchema } from '@driller/domain';
import { fullReport } from '../../../test/bcr-factory';
import { requestValidatorCompiler } from './request-validator';

const route = { schema: bcrSaveRequestSchema, method: 'POST', url: '/x', httpPart: 'body' };
const ours = requestValidatorCompiler(route);
const zods = validatorCompiler(route);

/** A save body as the wizard sends it: the loaded report (output form) with the version it was loaded at. */
const loadedBody = () => ({ ...bcrReportSchema.parse(fullReport()), formAId: 12, version: 3 });

describe('requestValidatorCompiler', () => {
  it('gives what zod gives for a body in output form, unknown keys dropped', () => {
    const body = { ...loadedBody(), notAField: 'dropped' };
    const result = ours(structuredClone(body)) as { value: unknown };
    expect(result.value).toStrictEqual((zods(structuredClone(body)) as { value: unknown }).value);
    expect(result.value).not.toHaveProperty('notAField');
  });

  it('gives what zod gives for a body as typed (text numbers, untrimmed text)', () => {
    const body = { ...fullReport(), formAId: 12, version: 0 };
    expect(ours(structuredClone(body))).toStrictEqual(zods(structuredClone(body)));
  });

  it('refuses a bad body with zod’s own issues', () => {
    const body = { ...loadedBody(), version: -1, lithology: [{ status: 'nonsense' }] };
    const refused = ours(structuredClone(body)) as { error?: unknown };
    expect(refused.error).toBeDefined();
    expect(refused).toStrictEqual(zods(structuredClone(body)));
  });
});
