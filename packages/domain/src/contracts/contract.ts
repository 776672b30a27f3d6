import type { z } from 'zod';
import type { ApiErrorCode } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint, declared once: the server registers its route from it, OpenAPI documents it and the
 * web app calls it through it. `path` is Fastify-style with `:params`.
 */
export interface ApiContract {
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  /** 'none': the route answers without a token (the server skips authentication for it). */
  readonly auth: 'bearer' | 'none';
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * 'multipart': the body travels as multipart/form-data; `body` then documents its parts.
   * 'form': application/x-www-form-urlencoded, validated by `body` (the map layers' POST queries).
   */
  readonly bodyType?: 'json' | 'multipart' | 'form';
  /** The 200 answer. */
  readonly response: z.ZodType;
  /** 'binary': the 200 answer is a file's bytes (a download), which `response` only documents. */
  readonly responseType?: 'json' | 'binary';
  /** Error codes of the envelope this endpoint can answer (besides INTERNAL_ERROR, which any can). */
  readonly errors: readonly ApiErrorCode[];
  /** Other answers that are not the envelope (the health check's 503, ArcGIS error bodies). */
  readonly alsoAnswers?: Readonly<Partial<Record<number, z.ZodType>>>;
}

export const defineContract = <const C extends ApiContract>(contract: C): C => contract;

/** A multipart body (the browser's FormData); the domain has no DOM types, so only its shape. */
export interface MultipartBody {
  append(name: string, value: string): void;
}

/** A part whose fields are all optional (a paged list's `limit` and `cursor`) may be left out whole. */
type Part<K extends string, S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

/** What a caller passes: path params, query and body, typed by the contract's schemas. */
export type ContractInput<C extends ApiContract> = Part<'params', C['params']> &
  Part<'query', C['query']> &
  (C['bodyType'] extends 'multipart' ? { body: MultipartBody } : Part<'body', C['body']>);

/** The parsed 200 answer. */
export type ContractResponse<C extends ApiContract> = z.output<C['response']>;

/** The parts as the server sees them after validation. */
export type ContractParsed<C extends ApiContract, K extends 'params' | 'query' | 'body'> =
  C[K] extends z.ZodType ? z.output<C[K]> : undefined;

/** The `:name` segments of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
}
