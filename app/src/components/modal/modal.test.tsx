import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderApp } from '@/testing/render-app';
import { stubMatchMedia } from '@/components/match-media-stub';
import { Modal, type ModalChoice } from './modal';

function ModalHarness({
  onConfirm,
  onChoice,
  asyncClose = false,
}: {
  onConfirm?: () => unknown;
  onChoice: (choice: ModalChoice) => void;
  asyncClose?: boolean;
}) {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      title="Delete item?"
      asyncClose={asyncClose}
      {...(onConfirm && { onConfirm })}
      onClose={(choice) => {
        onChoice(choice);
        setOpen(false);
      }}
    >
      This cannot be undone.
    </Modal>
  );
}

// Reduced motion: the modal leaves at once, so "closed" is checked without waiting.
beforeEach(() => stubMatchMedia((query) => query.includes('reduce')));
afterEach(() => vi.unstubAllGlobals());

describe('Modal', () => {
  it('confirm calls onConfirm, reports "confirm" and closes', async () => {
    const onConfirm = vi.fn();
    const onChoice = vi.fn();
    const { user } = renderApp(<ModalHarness onConfirm={onConfirm} onChoice={onChoice} />);
    expect(screen.getByRole('dialog', { name: 'Delete item?' })).toHaveTextContent('This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onChoice).toHaveBeenCalledWith('confirm');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancel and Escape report "cancel" without confirming', async () => {
    const onConfirm = vi.fn();
    const onChoice = vi.fn();
    const { user, unmount } = renderApp(<ModalHarness onConfirm={onConfirm} onChoice={onChoice} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onChoice).toHaveBeenLastCalledWith('cancel');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    const escape = renderApp(<ModalHarness onConfirm={onConfirm} onChoice={onChoice} />);
    await escape.user.keyboard('{Escape}');
    expect(onChoice).toHaveBeenLastCalledWith('cancel');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('with an asynchronous close stays open and busy until the action resolves', async () => {
    let resolve = () => {};
    const onChoice = vi.fn();
    const { user } = renderApp(
      <ModalHarness
        asyncClose
        onChoice={onChoice}
        onConfirm={() => new Promise<void>((settle) => (resolve = settle))}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete item?' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(onChoice).not.toHaveBeenCalled();

    resolve();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChoice).toHaveBeenCalledWith('confirm');
  });

  it('with an asynchronous close stays open, no longer busy, when the action fails', async () => {
    const onChoice = vi.fn();
    const { user } = renderApp(
      <ModalHarness asyncClose onChoice={onChoice} onConfirm={() => Promise.reject(new Error('offline'))} />,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-busy'));
    expect(onChoice).not.toHaveBeenCalled();
  });
});
