import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ERROR_CODE, API_ERROR_STATUS, apiErrorSchema } from './api-error';
import { API_CONTRACTS, CONTRACT_PREFIXES } from './all-contracts';
import { pathParamNames } from './contract';

const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
const knownCodes = new Set<string>(Object.values(API_ERROR_CODE));

describe('API contracts', () => {
  it('gives every endpoint a unique operationId and a unique method + path', () => {
    expect(API_CONTRACTS.length).toBeGreaterThanOrEqual(20);
    expect(duplicates(API_CONTRACTS.map((c) => c.operationId))).toEqual([]);
    expect(duplicates(API_CONTRACTS.map((c) => `${c.method} ${c.path}`))).toEqual([]);
  });

  it('keeps every path under the service prefixes, with a params schema naming exactly its :params', () => {
    for (const contract of API_CONTRACTS) {
      expect(CONTRACT_PREFIXES.some((prefix) => contract.path.startsWith(prefix)), contract.path).toBe(true);
      const declared = contract.params instanceof z.ZodObject ? Object.keys(contract.params.shape) : [];
      expect(declared, contract.operationId).toEqual(pathParamNames(contract.path));
    }
  });

  it('answers only known error codes, and a bearer route can always answer UNAUTHORISED', () => {
    for (const contract of API_CONTRACTS) {
      expect(contract.errors.filter((code) => !knownCodes.has(code)), contract.operationId).toEqual([]);
      if (contract.auth === 'bearer') expect(contract.errors, contract.operationId).toContain(API_ERROR_CODE.unauthorised);
      if (contract.body || contract.params || contract.query) {
        // ArcGIS routes answer their own error body instead of the envelope.
        const validates = contract.errors.includes(API_ERROR_CODE.validation) || contract.alsoAnswers?.[400] !== undefined;
        expect(validates, contract.operationId).toBe(true);
      }
    }
  });

  it('keeps GETs without a body and a multipart body only on POST', () => {
    for (const contract of API_CONTRACTS) {
      if (contract.method === 'GET') expect(contract.body, contract.operationId).toBeUndefined();
      if (contract.bodyType === 'multipart') expect(contract.method).toBe('POST');
    }
  });

  it('parses the one error envelope and maps each code to its status', () => {
    expect(apiErrorSchema.parse({ success: false, message: 'Stale', code: 'STALE_VERSION', fieldErrors: { 'holes.0.holeNo': ['Required'] } }))
      .toEqual({ success: false, message: 'Stale', code: 'STALE_VERSION', fieldErrors: { 'holes.0.holeNo': ['Required'] } });
    expect(apiErrorSchema.safeParse({ success: true, message: 'x', code: 'X' }).success).toBe(false);
    expect([API_ERROR_STATUS.STALE_VERSION, API_ERROR_STATUS.WORK_LOCKED, API_ERROR_STATUS.VALIDATION_FAILED]).toEqual([409, 409, 400]);
  });

  it('names path params in order', () => {
    expect(pathParamNames('/service/api/work/getformasectionsstatus/:formAId/:x')).toEqual(['formAId', 'x']);
    expect(pathParamNames('/service/api/work/list')).toEqual([]);
  });
});
