import type { ReactNode } from 'react';

/** One labelled block of the gallery: a widget's name over its states. */
export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  const id = `gallery-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="gallery-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="gallery-states">{children}</div>
    </section>
  );
}

/** One state of a widget, captioned. */
export function GalleryState({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure className="gallery-state">
      <figcaption>{label}</figcaption>
      {children}
    </figure>
  );
}
