// /payment/query: a payment as it stands, named by its paymentId. Once the
// payment page says it is paid, the deposit page reads what the deposit
// earned with it (the welcome packet's bonus) from here.
import type { CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';

export function queryPayment(paymentId: string): Promise<CallData<'/payment/query'>> {
  return callApi('/payment/query', { paymentId });
}
