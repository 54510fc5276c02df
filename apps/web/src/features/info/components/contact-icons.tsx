import type { SVGProps } from 'react';

/** The contact page's own icons (24×24, currentColor), drawn inline like ui/icons. */
type IconProps = SVGProps<SVGSVGElement>;

function Svg({ children, ...rest }: IconProps) {
  return (
    <svg
      width="1em"
      height="1em"
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
      {children}
    </svg>
  );
}

export const ChatIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 20.5 5.3 16A8.5 8.5 0 1 1 8.4 19Z" />
    <path d="M9 9.5c.3 2.6 2.4 4.8 5 5.2l1.3-1.3 2 1-.4 1.6c-4.4.3-8.7-3.9-8.4-8.3l1.6-.4 1 2Z" />
  </Svg>
);

export const MailIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </Svg>
);

export const PinIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Svg>
);

export const KeypadIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="6" cy="5" r="1.3" />
    <circle cx="12" cy="5" r="1.3" />
    <circle cx="18" cy="5" r="1.3" />
    <circle cx="6" cy="11" r="1.3" />
    <circle cx="12" cy="11" r="1.3" />
    <circle cx="18" cy="11" r="1.3" />
    <circle cx="6" cy="17" r="1.3" />
    <circle cx="12" cy="17" r="1.3" />
    <circle cx="18" cy="17" r="1.3" />
  </Svg>
);

export const ShareIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
  </Svg>
);
