// The shell's line icons (components/line-icon draws them; the refresh icon,
// which the Withdrawals page shares, is there too).
import { LineIcon } from '@/components/line-icon/line-icon';

export const MenuIcon = () => (
  <LineIcon>
    <path d="M4 6h16M4 12h10M4 18h16" />
    <path d="M18 9l3 3-3 3" />
  </LineIcon>
);
export const GiftIcon = () => (
  <LineIcon>
    <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13" />
    <path d="M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0" />
  </LineIcon>
);
export const WalletIcon = () => (
  <LineIcon>
    <path d="M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3z" />
    <path d="M3 7l12-3v3M16 13h2" />
  </LineIcon>
);
export const GearIcon = () => (
  <LineIcon>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
  </LineIcon>
);
export const BellIcon = () => (
  <LineIcon>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
    <path d="M10 21h4" />
  </LineIcon>
);
export const HomeIcon = () => (
  <LineIcon>
    <path d="M3 11l9-7 9 7M5 10v10h14V10" />
  </LineIcon>
);
export const UserIcon = () => (
  <LineIcon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </LineIcon>
);
export const ShareIcon = () => (
  <LineIcon>
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="6" r="2.5" />
    <circle cx="18" cy="18" r="2.5" />
    <path d="M8.2 11l7.6-4M8.2 13l7.6 4" />
  </LineIcon>
);
