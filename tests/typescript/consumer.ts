// A small consumer of the generated content modules, type-checked against
// the repository's own output: if a type loosens or a name changes, this
// file stops compiling. Each @ts-expect-error line must stay an error.
import { avatars } from '@content/avatars';
import { bankLists, type BankRegion } from '@content/banks';
import { categories, type CategoryId } from '@content/categories';
import { currencies, paymentMethods, type CurrencyCode, type PaymentMethodId } from '@content/currencies';
import { games, type Game } from '@content/games';
import { tracks, type MusicCodec, type MusicTrack } from '@content/music';
import { promotions, type Promotion } from '@content/promotions';
import { bodies } from '@content/promotion-bodies/welcome-week';
import type { RichBlock, RichInline } from '@content/rich-text';
import type { MessageKey } from '@content/messages';
import { site } from '@content/site';
import { defaultThemeName, themeColors, themes, type ThemeName, type ThemeVariable } from '@content/themes';
import { vendors, type VendorId } from '@content/vendors';
import { taskCentreDefault, taskCurrency, tasks, type Task, type TaskKind } from '@content/tasks';
import { vipCurrency, vipLevels, vipPerks, type VipLevel, type VipPerkId } from '@content/vip';

// Site constants are literal types, read-only.
const breakpoint: 800 = site.layout.desktopBreakpoint;
const sidebar: 232 = site.layout.sidebarWidth;
const version: '1.4.0' = site.appVersion;
// @ts-expect-error: constants cannot be reassigned
site.layout.sidebarWidth = 300;

// Ids are unions of what the content defines.
const slots: CategoryId = 'slots';
const arcade: CategoryId = 'arcade';
// @ts-expect-error: not a category
const misspelt: CategoryId = 'slotz';
const usdt: CurrencyCode = 'USDT';
// @ts-expect-error: not a currency of the catalogue
const unknownCurrency: CurrencyCode = 'XYZ';
const japan: BankRegion = 'japan';
// @ts-expect-error: not a bank region
const atlantis: BankRegion = 'atlantis';

// The side menu's count: categories with games, Lobby skipped.
const sideMenu = categories
  .filter((category) => !category.lobby && category.gameCount > 0)
  .map((category) => ({
    id: category.id,
    count: category.vendors.reduce((sum, vendor) => sum + vendor.gameCount, 0),
  }));

const first: Game | undefined = games[0];
const thumbnail: { src: string; width: number; height: number } | undefined = first?.thumbnail;
const vendorOfFirst: VendorId | undefined = first?.vendor;
const firstBank: string | undefined = bankLists.japan.banks[0]?.bankCode;
const avatarIds: readonly number[] = avatars.map((avatar) => avatar.id);
const rates = currencies.map((currency) => currency.rate / 1);
const logos = vendors.map((vendor) => vendor.logo.src);

// Keys that content names are message keys; optional fields are absent, not "".
const slotsLabel: MessageKey | undefined = categories.find((category) => category.id === 'slots')?.labelKey;
// @ts-expect-error: a category's label key is a message key, not any string
const unknownLabel: (typeof categories)[number]['labelKey'] = 'category.nope';
const placeholder: string | undefined = first?.thumbnail.blurhash;
// @ts-expect-error: an icon published as it is may have no blurhash
const alwaysHash: string = categories[0]!.icon.blurhash;

// The theme switcher's list is typed: names are a union, label keys follow them.
const defaultTheme: ThemeName = defaultThemeName;
const blueTheme: ThemeName = 'BlueTheme';
// @ts-expect-error: not a theme
const darkTheme: ThemeName = 'darkTheme';
const switcher = themes.map((theme) => ({ name: theme.name, label: theme.labelKey, meta: themeColors[theme.name] }));
// @ts-expect-error: label keys are 'theme.<name>' of a real theme
const wrongLabel: (typeof themes)[number]['labelKey'] = 'theme.darkTheme';
const surface: ThemeVariable = '--color-surface';

// A currency's name and each payment method's label are message keys; methods are named by id.
const yenName: MessageKey | undefined = currencies.find((currency) => currency.abbr === 'JPY')?.nameKey;
// @ts-expect-error: a currency's name key is a message key, not any string
const unknownName: (typeof currencies)[number]['nameKey'] = 'currency.nope';
const bankTransfer: PaymentMethodId = 'bank-transfer';
// @ts-expect-error: not a payment method of the catalogue
const cheque: PaymentMethodId = 'cheque';
const usdtMethods: readonly PaymentMethodId[] | undefined = currencies[0]?.methods;
const methodLabels: readonly MessageKey[] = paymentMethods.map((method) => method.labelKey);

// The VIP club: levels in order, perks named by id, rewards in minor units of vipCurrency.
const rewardCurrency: CurrencyCode = vipCurrency;
const topLevel: VipLevel | undefined = vipLevels[vipLevels.length - 1];
const nextThreshold: number | undefined = vipLevels.find((level) => level.points > 1200)?.points;
const levelName: MessageKey | undefined = topLevel?.nameKey;
const host: VipPerkId = 'personal-host';
// @ts-expect-error: not a perk of the club
const yacht: VipPerkId = 'private-yacht';
const perkTitles: readonly MessageKey[] = vipPerks.map((perk) => perk.titleKey);
const birthdayGift: number | undefined = vipLevels[3]?.birthdayReward;
// @ts-expect-error: a level's name key is a message key, not any string
const unknownLevelName: VipLevel['nameKey'] = 'vip.levels.nope';

// Promotions: English always there, any other language maybe; bodies are the safe tree only.
const firstPromotion: Promotion | undefined = promotions[0];
const englishTitle: string | undefined = firstPromotion?.text.en.title;
const arabicTitle: string | undefined = firstPromotion?.text.ar?.title;
// @ts-expect-error: a language other than English may be missing
const arabicAlways: string = promotions[0]!.text.ar.title;
// @ts-expect-error: not a locale of i18n/
const klingon = promotions[0]!.text.tlh;
const bannerSrcset: string | undefined = firstPromotion?.banner.srcset;
function inlineText(inline: RichInline): string {
  switch (inline.t) {
    case 'text':
    case 'code':
      return inline.v;
    case 'em':
    case 'strong':
    case 'link':
      return inline.c.map(inlineText).join('');
    case 'br':
      return '\n';
  }
}
function blockText(block: RichBlock): string {
  switch (block.t) {
    case 'p':
    case 'h':
      return block.c.map(inlineText).join('');
    case 'ul':
    case 'ol':
      return block.items.map((item) => item.map(blockText).join('\n')).join('\n');
    case 'quote':
      return block.c.map(blockText).join('\n');
    case 'pre':
      return block.v;
    case 'hr':
      return '';
  }
}
const welcomeText: string = bodies.en.body.map(blockText).join('\n');
const welcomeTermsInArabic: readonly RichBlock[] | undefined = bodies.ar?.terms;
// @ts-expect-error: the tree has no raw HTML node
const html: RichBlock = { t: 'html', v: '<script>alert(1)</script>' };
// @ts-expect-error: a heading is level 2, 3 or 4
const h1: RichBlock = { t: 'h', level: 1, c: [] };
// A level's rebate: basis points by category id, a category it does not list absent.
const slotsRebate: number | undefined = vipLevels[3]?.rebate['slots'];

// The task centre: kinds are a union, rewards in minor units of taskCurrency, keys are message keys.
const centreOn: boolean = taskCentreDefault;
const paidIn: CurrencyCode = taskCurrency;
const firstTask: Task | undefined = tasks[0];
const stakeGoals: readonly number[] = tasks.filter((task) => task.kind === 'stake').map((task) => task.goal);
const mobile: TaskKind = 'bind-mobile';
// @ts-expect-error: not a kind of task
const lottery: TaskKind = 'lottery';
const noviceTitles: readonly MessageKey[] = tasks.filter((task) => task.novice).map((task) => task.titleKey);
// @ts-expect-error: a task's title key is a message key, not any string
const unknownTaskTitle: Task['titleKey'] = 'tasks.nope.title';

// The playlist: codecs are a union, every title has English, other languages may be missing.
const firstTrack: MusicTrack | undefined = tracks[0];
const trackTitle: string | undefined = firstTrack?.title.en;
const arabicTrackTitle: string | undefined = firstTrack?.title.ar;
const opus: MusicCodec = 'opus';
// @ts-expect-error: not a codec the toolchain reads
const flac: MusicCodec = 'flac';
// @ts-expect-error: a track is read-only
if (firstTrack) firstTrack.src = 'elsewhere.mp3';

export const used = [firstTrack, trackTitle, arabicTrackTitle, opus, flac, breakpoint, sidebar, version, slots, arcade, misspelt, usdt, unknownCurrency, japan, atlantis,
  sideMenu, thumbnail, vendorOfFirst, firstBank, avatarIds, rates, logos, slotsLabel, unknownLabel, placeholder, alwaysHash,
  defaultTheme, blueTheme, darkTheme, switcher, wrongLabel, surface, yenName, unknownName, bankTransfer, cheque,
  usdtMethods, methodLabels, rewardCurrency, topLevel, nextThreshold, levelName, host, yacht, perkTitles, birthdayGift,
  unknownLevelName, englishTitle, arabicTitle, arabicAlways, klingon, bannerSrcset, welcomeText, welcomeTermsInArabic,
  html, h1, slotsRebate, centreOn, paidIn, firstTask, stakeGoals, mobile, lottery, noviceTitles, unknownTaskTitle];
