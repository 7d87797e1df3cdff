import { site } from '@content/site';
import type { ReactNode } from 'react';
import { Popup } from '@/components/popup/popup';
import { useMessage } from '@/components/use-message';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}

/** A side panel sliding in from the inline end, at most the site's drawer width. */
export function Drawer({ open, onClose, title, children }: DrawerProps) {
  const t = useMessage();
  return (
    <Popup
      open={open}
      onClose={onClose}
      title={title}
      placement="end"
      closeLabel={t('widgets.drawer.close')}
      className="drawer"
      panelStyle={{ maxInlineSize: `${site.layout.drawerMaxWidth}px` }}
    >
      {children}
    </Popup>
  );
}
