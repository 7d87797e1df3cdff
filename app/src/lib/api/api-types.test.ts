import { describe, expectTypeOf, it } from 'vitest';

import type { CallBody, CallCode, CallData, CallPath } from './api-types';

describe('sandbox API types', () => {
  it('give each call its body and answer data', () => {
    expectTypeOf<CallBody<'/user/login'>>().toEqualTypeOf<{ account: string; password: string }>();
    expectTypeOf<CallData<'/get/spin-score'>>().toEqualTypeOf<{ spinScore: number }>();
    expectTypeOf<CallData<'/user/login'>['user']['headId']>().toEqualTypeOf<number>();
    expectTypeOf<CallData<'/game/launch'>['launchUrl']>().toEqualTypeOf<string>();
  });

  it('name every call and every code', () => {
    expectTypeOf<'/game/category'>().toExtend<CallPath>();
    expectTypeOf<'/no/such/call'>().not.toExtend<CallPath>();
    expectTypeOf<429>().toExtend<CallCode>();
    expectTypeOf<418>().not.toExtend<CallCode>();
  });
});
