// What /login-tg is sent (SPEC §7): the Mini App's initData, the channel by
// SPEC §5's rule (lib/channel: a referral link's code, else the Mini App's
// start parameter, else the default channel), the device's serial number and
// name, the operator id (SPEC §9: 5, content/site.yaml) and pid.
import { site } from '@content/site';
import { deviceId } from '@/lib/api/device-id';
import { channelFields, type ChannelFields } from '@/lib/channel';
import { platformPid } from '@/lib/live-support';

export type TelegramLoginRequest = {
  readonly initData: string;
  readonly serialNo: string;
  readonly machineName: string;
  readonly operatorId: number;
  readonly pid: number | '';
} & ChannelFields;

/** initData's fields (a query string); the sandbox, not the app, checks its signature. */
function initDataFields(initData: string): URLSearchParams {
  return new URLSearchParams(initData);
}

/** The name initData's user goes by (username, else first name), for the sheet only; null if it has none. */
export function telegramUserName(initData: string): string | null {
  try {
    const user: unknown = JSON.parse(initDataFields(initData).get('user') ?? 'null');
    if (typeof user !== 'object' || user === null) return null;
    const record = user as Record<string, unknown>;
    if (typeof record.username === 'string' && record.username !== '') return `@${record.username}`;
    if (typeof record.first_name === 'string' && record.first_name !== '') return record.first_name;
    return null;
  } catch {
    return null;
  }
}

/** The Mini App's start parameter (t.me/bot/app?startapp=...), a channel or referral code. */
export function telegramStartParam(initData: string): string {
  return initDataFields(initData).get('start_param') ?? '';
}

/** The device's name as the browser tells it, for machineName. */
export function machineName(nav: Pick<Navigator, 'platform' | 'userAgent'> = navigator): string {
  return (nav.platform || nav.userAgent || 'Web').slice(0, 64);
}

export function telegramLoginRequest(
  initData: string,
  referral: string,
  platformId: number | null = null,
  serialNo: string = deviceId(),
  machine: string = machineName(),
): TelegramLoginRequest {
  return {
    initData,
    ...channelFields(referral !== '' ? referral : telegramStartParam(initData)),
    serialNo,
    machineName: machine,
    operatorId: site.operatorId,
    pid: platformPid(platformId),
  };
}
