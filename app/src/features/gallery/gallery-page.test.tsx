import { screen } from '@testing-library/react';
import { stubMatchMedia } from '@/components/match-media-stub';
import { renderApp } from '@/testing/render-app';
import GalleryPage from './gallery-page';

// The widgets of SPEC §2 the gallery must show (screenshot tests look for these sections).
const widgets = [
  'Popup',
  'Modal',
  'Drawer',
  'Prize wheel',
  'Pagination',
  'Checkbox',
  'Checkbox group',
  'Switch',
  'Text input',
  'Verification-code timer',
  'Button throttle',
  'Count-up',
  'Countdown',
  'Collapse',
  'Timeline',
  'Progress bar',
  'Loading spinner',
  'Toast',
  'Sticky header',
  'Grid',
];

afterEach(() => vi.unstubAllGlobals());

describe('GalleryPage', () => {
  it('has a labelled section for every widget', () => {
    renderApp(<GalleryPage />);
    const sections = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    for (const widget of widgets) {
      const heading = screen.getByRole('heading', { level: 2, name: widget });
      expect(sections).toContain(heading.id);
    }
  });

  it('spins its wheel to the chosen prize', async () => {
    // Reduced motion: the wheel jumps to the prize and is done 0.6 s later.
    stubMatchMedia((query) => query.includes('reduce'));
    const { user } = renderApp(<GalleryPage />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Prize to land on' }), '6');
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await vi.waitFor(() => expect(screen.getByText('Landed on prize 6')).toBeInTheDocument(), {
      timeout: 3000,
    });
  });
});
