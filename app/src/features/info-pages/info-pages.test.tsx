import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import AboutPage from './about-page';
import FaqPage from './faq-page';

const text = (v: string) => ({ t: 'text', v }) as const;

vi.mock('@content/pages', () => ({
  contentPages: {
    faq: { text: { en: { title: 'Questions' }, ar: { title: 'أسئلة' } } },
    about: { text: { en: { title: 'About us' } } },
  },
}));

vi.mock('@content/site', async (importOriginal) => {
  const original = await importOriginal<typeof import('@content/site')>();
  return { site: { ...original.site, appVersion: '2.5.1', appVersionCode: 251 } };
});

let failFaq = false;
vi.mock('./page-bodies', () => ({
  hasPageBodies: () => true,
  loadPageBodies: (id: string) => {
    if (id === 'faq') {
      if (failFaq) return Promise.reject(new Error('offline'));
      return Promise.resolve({
        en: [
          { t: 'p', c: [text('Read on.')] },
          { t: 'h', level: 2, c: [text('How do I deposit?')] },
          { t: 'p', c: [text('Open the wallet.')] },
          { t: 'h', level: 2, c: [text('How long is a withdrawal?')] },
          { t: 'p', c: [text('A day at most.')] },
        ],
        ar: [
          { t: 'h', level: 2, c: [text('كيف أودع؟')] },
          { t: 'p', c: [text('افتح المحفظة.')] },
        ],
      });
    }
    return Promise.resolve({ en: [{ t: 'p', c: [text('We make games.')] }] });
  },
}));

describe('the FAQ page', () => {
  it('lists each question as a closed collapse that opens its answer by keyboard', async () => {
    failFaq = false;
    const { user } = renderApp(<FaqPage />, {
      route: '/pages/FrequentlyAskedQuestions/FrequentlyAskedQuestions',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Questions' })).toBeInTheDocument();
    const first = await screen.findByRole('button', { name: 'How do I deposit?' });
    expect(screen.getByText('Read on.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(2);
    expect(screen.getByText('Open the wallet.')).not.toBeVisible();
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Open the wallet.')).toBeVisible();
    await user.tab();
    expect(screen.getByRole('button', { name: 'How long is a withdrawal?' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText('A day at most.')).toBeVisible();
  });

  it('speaks the player’s language where the content has it', async () => {
    failFaq = false;
    renderApp(<FaqPage />, { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'أسئلة' })).not.toHaveAttribute('lang');
    expect(await screen.findByRole('button', { name: 'كيف أودع؟' })).toBeInTheDocument();
  });

  it('offers Try again when its text fails to load, and loads it then', async () => {
    failFaq = true;
    const { user } = renderApp(<FaqPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The questions didn’t load.');
    failFaq = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'How do I deposit?' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the About us page', () => {
  it('shows its text, and the app’s version and version code from site.yaml', async () => {
    renderApp(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(await screen.findByText('We make games.')).toBeInTheDocument();
    expect(screen.getByText('Version 2.5.1 (251)')).toBeInTheDocument();
  });

  it('marks English shown in place of a language the content lacks', async () => {
    renderApp(<AboutPage />, { locale: 'ja' });
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toHaveAttribute('lang', 'en');
    expect(await screen.findByText('We make games.')).toBeInTheDocument();
    expect(screen.getByText('バージョン 2.5.1（251）')).toBeInTheDocument();
  });
});
