import { screen } from '@testing-library/react';
import { useRef, useState, type ReactNode } from 'react';
import { renderApp } from '@/testing/render-app';
import { useFocusTrap } from './use-focus-trap';

function Trap({ name, onEscape, children }: { name: string; onEscape: () => void; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, onEscape);
  return (
    <div ref={ref} role="group" aria-label={name} tabIndex={-1}>
      <button type="button">{`${name} first`}</button>
      <button type="button" disabled>
        {`${name} disabled`}
      </button>
      <button type="button">{`${name} last`}</button>
      {children}
    </div>
  );
}

function NestedTraps({ onOuterEscape }: { onOuterEscape: () => void }) {
  const [innerOpen, setInnerOpen] = useState(false);
  return (
    <>
      <button type="button">outside</button>
      <Trap name="outer" onEscape={onOuterEscape}>
        <button type="button" onClick={() => setInnerOpen(true)}>
          open inner
        </button>
        {innerOpen && <Trap name="inner" onEscape={() => setInnerOpen(false)} />}
      </Trap>
    </>
  );
}

describe('useFocusTrap', () => {
  it('skips disabled elements and wraps at both ends', async () => {
    const { user } = renderApp(<Trap name="only" onEscape={() => {}} />);
    expect(screen.getByRole('button', { name: 'only first' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'only last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'only first' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'only last' })).toHaveFocus();
  });

  it('lets only the last opened of nested traps handle Escape and Tab, then returns focus', async () => {
    const onOuterEscape = vi.fn();
    const { user } = renderApp(<NestedTraps onOuterEscape={onOuterEscape} />);
    const opener = screen.getByRole('button', { name: 'open inner' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'inner first' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'inner first' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'inner' })).not.toBeInTheDocument();
    expect(onOuterEscape).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onOuterEscape).toHaveBeenCalledOnce();
  });
});
