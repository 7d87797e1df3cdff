// Binding a mobile number or an email with a verification code:
// /user/bind/send-code "sends" the code (429 within 60 s of the last, 409 if
// another account has the contact), /user/bind/mobile and /user/bind/email
// check it (403 wrong or expired, 429 after five wrong ones: the code is
// spent, 400 not where the code went, 409 taken meanwhile) and answer the
// player's details.
import type { CallBody, CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';
import type { UserDetails } from '@/lib/api/user-details';

export type CodeSent = CallData<'/user/bind/send-code'>;
export type ContactChannel = CallBody<'/user/bind/send-code'>['channel'];

export function sendMobileCode(areaCode: string, mobile: string): Promise<CodeSent> {
  return callApi('/user/bind/send-code', { channel: 'mobile', areaCode, mobile });
}

export function sendEmailCode(email: string): Promise<CodeSent> {
  return callApi('/user/bind/send-code', { channel: 'email', email });
}

export function bindMobile(bind: CallBody<'/user/bind/mobile'>): Promise<UserDetails> {
  return callApi('/user/bind/mobile', bind);
}

export function bindEmail(bind: CallBody<'/user/bind/email'>): Promise<UserDetails> {
  return callApi('/user/bind/email', bind);
}
