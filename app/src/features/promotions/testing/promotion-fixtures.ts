// Promotions for the page tests, independent of what content/promotions
// holds: one running (English and Arabic, applicable), one coming, one ended.
import type { Image } from '@content/image';
import type { Promotion } from '@content/promotions';

const banner: Image = {
  src: 'media/promotions/test.400x200.webp',
  width: 400,
  height: 200,
  srcset: 'media/promotions/test.400x200.webp 1x, media/promotions/test.800x400.webp 2x',
  blurhash: 'LCB5U%Ss2~ziGwR5o?tSy@qJV?UA',
  variants: [
    { src: 'media/promotions/test.400x200.webp', width: 400, height: 200, density: 1 },
    { src: 'media/promotions/test.800x400.webp', width: 800, height: 400, density: 2 },
  ],
};

/** 15 November 2026, noon UTC: inside the running promotion. */
export const fixtureNow = Date.parse('2026-11-15T12:00:00Z');

export const fixturePromotions: readonly Promotion[] = [
  {
    id: 'ended-cashback',
    order: 5,
    start: '2026-09-01T00:00:00Z',
    end: '2026-10-31T23:59:59Z',
    applicable: false,
    banner,
    text: { en: { title: 'Autumn cashback', summary: 'Cashback on slots.' } },
  },
  {
    id: 'welcome-week',
    order: 10,
    start: '2026-11-01T00:00:00Z',
    end: '2027-01-31T23:59:59Z',
    applicable: true,
    banner,
    text: {
      en: { title: 'Welcome week', summary: 'Up to 150% on your first deposits.' },
      ar: { title: 'أسبوع الترحيب', summary: 'حتى 150٪ على إيداعاتك الأولى.' },
    },
  },
  {
    id: 'spring-reload',
    order: 20,
    start: '2027-03-01T00:00:00Z',
    end: '2027-03-31T23:59:59Z',
    applicable: true,
    banner,
    text: { en: { title: 'Spring reload', summary: 'A reload every weekend.' } },
  },
];
