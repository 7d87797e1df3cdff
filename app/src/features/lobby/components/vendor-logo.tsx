// A vendor's logo at its generated sizes, loaded when scrolled near.
import type { Vendor } from '@content/vendors';

export interface VendorLogoProps {
  readonly vendor: Vendor;
  /** Empty when the vendor's name is written beside the logo. */
  readonly alt: string;
  readonly className: string;
}

export function VendorLogo({ vendor, alt, className }: VendorLogoProps) {
  return (
    <img
      src={vendor.logo.src}
      srcSet={vendor.logo.srcset}
      width={vendor.logo.width}
      height={vendor.logo.height}
      loading="lazy"
      decoding="async"
      alt={alt}
      className={className}
    />
  );
}
