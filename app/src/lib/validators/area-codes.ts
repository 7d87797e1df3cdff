// The area codes a player can pick for a mobile number (register, binding a
// mobile): the regions the shipped languages and bank lists serve. Each is a
// region (ISO 3166, named in the player's language by Intl.DisplayNames) and
// its international dialling code. SPEC §9's default, 86, comes first.
import { defaultAreaCode } from './validators';

export interface AreaCode {
  readonly region: string;
  readonly code: string;
}

export const areaCodes: readonly AreaCode[] = [
  { region: 'CN', code: defaultAreaCode },
  { region: 'HK', code: '852' },
  { region: 'MO', code: '853' },
  { region: 'TW', code: '886' },
  { region: 'BD', code: '880' },
  { region: 'PK', code: '92' },
  { region: 'IN', code: '91' },
  { region: 'MY', code: '60' },
  { region: 'TH', code: '66' },
  { region: 'VN', code: '84' },
  { region: 'ID', code: '62' },
  { region: 'PH', code: '63' },
  { region: 'MM', code: '95' },
  { region: 'JP', code: '81' },
  { region: 'KR', code: '82' },
  { region: 'GH', code: '233' },
  { region: 'BR', code: '55' },
  { region: 'MX', code: '52' },
  { region: 'ES', code: '34' },
  { region: 'PT', code: '351' },
  { region: 'SA', code: '966' },
  { region: 'AE', code: '971' },
  { region: 'EG', code: '20' },
  { region: 'TR', code: '90' },
  { region: 'UA', code: '380' },
  { region: 'RU', code: '7' },
  { region: 'PL', code: '48' },
  { region: 'DE', code: '49' },
  { region: 'NL', code: '31' },
  { region: 'FR', code: '33' },
  { region: 'IT', code: '39' },
  { region: 'GR', code: '30' },
  { region: 'FI', code: '358' },
  { region: 'GB', code: '44' },
  { region: 'US', code: '1' },
];

/** The list as a player reads it: the default first, the rest by region name in their language. */
export function areaCodesFor(locale: string): readonly (AreaCode & { readonly name: string })[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  const named = areaCodes.map((entry) => ({ ...entry, name: names.of(entry.region) ?? entry.region }));
  const [first, ...rest] = named;
  const collator = new Intl.Collator(locale);
  return first ? [first, ...rest.sort((a, b) => collator.compare(a.name, b.name))] : [];
}
