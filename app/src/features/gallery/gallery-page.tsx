import { DisplayDemos } from './display-demos';
import { FormDemos } from './form-demos';
import { OverlayDemos } from './overlay-demos';
import { WheelDemo } from './wheel-demo';
import './gallery-page.css';

/**
 * Every widget of SPEC §2 in every state, for development and screenshot tests.
 * Development only: the captions are not translated, the widgets are.
 */
export default function GalleryPage() {
  return (
    <div className="gallery">
      <h1>Widget gallery</h1>
      <OverlayDemos />
      <WheelDemo />
      <FormDemos />
      <DisplayDemos />
    </div>
  );
}
