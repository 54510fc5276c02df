import type { SVGProps } from 'react';

/** A cross for closing sheets and overlays, in the look of ui/icons (24×24, stroke follows currentColor). */
export function CloseIcon({ size = '1em', ...rest }: SVGProps<SVGSVGElement> & { size?: number | string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
