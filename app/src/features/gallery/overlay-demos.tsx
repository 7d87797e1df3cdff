import { useState } from 'react';
import { Drawer } from '@/components/drawer/drawer';
import { Modal, type ModalChoice } from '@/components/modal/modal';
import { Popup } from '@/components/popup/popup';
import { TextInput } from '@/components/text-input/text-input';
import { ThrottledButton } from '@/components/throttled-button/throttled-button';
import { GallerySection, GalleryState } from './gallery-section';

const slowConfirmMs = 1500;

/** Popup, modal (plain and with an asynchronous close) and drawer, each opened by a button. */
export function OverlayDemos() {
  const [openOverlay, setOpenOverlay] = useState<'popup' | 'modal' | 'async-modal' | 'drawer' | null>(null);
  const [lastChoice, setLastChoice] = useState('none');
  const [field, setField] = useState('');
  const close = () => setOpenOverlay(null);
  const closeModal = (choice: ModalChoice) => {
    setLastChoice(choice);
    close();
  };
  return (
    <>
      <GallerySection title="Popup">
        <GalleryState label="Closed (opens centred from 800 px, as a bottom sheet below)">
          <button type="button" onClick={() => setOpenOverlay('popup')}>
            Open popup
          </button>
        </GalleryState>
        <Popup open={openOverlay === 'popup'} onClose={close} title="Popup title">
          <div className="gallery-stack">
            <p>Popup body text.</p>
            <TextInput label="A field" value={field} onChange={setField} />
            <ThrottledButton onClick={close}>Done</ThrottledButton>
          </div>
        </Popup>
      </GallerySection>
      <GallerySection title="Modal">
        <GalleryState label={`Last choice: ${lastChoice}`}>
          <button type="button" onClick={() => setOpenOverlay('modal')}>
            Open modal
          </button>
          <button type="button" onClick={() => setOpenOverlay('async-modal')}>
            Open modal with asynchronous close
          </button>
        </GalleryState>
        <Modal open={openOverlay === 'modal'} title="Modal title" onClose={closeModal}>
          Are you sure?
        </Modal>
        <Modal
          open={openOverlay === 'async-modal'}
          title="Asynchronous close"
          asyncClose
          onConfirm={() => new Promise((resolve) => setTimeout(resolve, slowConfirmMs))}
          onClose={closeModal}
        >
          Confirm stays busy until the action settles.
        </Modal>
      </GallerySection>
      <GallerySection title="Drawer">
        <GalleryState label="Closed (opens from the inline end, at most 430 px)">
          <button type="button" onClick={() => setOpenOverlay('drawer')}>
            Open drawer
          </button>
        </GalleryState>
        <Drawer open={openOverlay === 'drawer'} onClose={close} title="Drawer title">
          <p>Drawer content.</p>
        </Drawer>
      </GallerySection>
    </>
  );
}
