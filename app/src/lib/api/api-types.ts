// The sandbox API's types by call path, from the one contract
// (tools/sandbox/contract/openapi.yaml). `npm run api:types` generates
// @content/api/schema (build/generated/api/schema.d.ts, never committed).
import type { components, paths } from '@content/api/schema';

export type CallPath = keyof paths;

type Operation<Path extends CallPath> = paths[Path]['post'];
type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body a call takes. */
export type CallBody<Path extends CallPath> = JsonContent<NonNullable<Operation<Path>['requestBody']>>;

/** The `data` of a call's successful answer. */
export type CallData<Path extends CallPath> = JsonContent<Operation<Path>['responses'][200]>['data'];

/** The answer envelope of a refused call. */
export type CallFailure = components['schemas']['ErrorEnvelope'];

/** The answer codes (0 ok; otherwise also the HTTP status). */
export type CallCode = components['schemas']['CallCode'];
