import type { SVGProps } from 'react';

/** The footer's contact and social icons (24×24, stroke in currentColor), loaded with the footer only. */
type IconProps = SVGProps<SVGSVGElement>;

function Svg({ children, ...rest }: IconProps & { children: React.ReactNode }) {
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

export const PhoneCallIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 4h3.5l1.7 4.3-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1 1 0 0 1-1.1 1A16 16 0 0 1 4 5.1 1 1 0 0 1 5 4Z" />
  </Svg>
);

export const MailIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
    <path d="m3.5 7 8.5 6 8.5-6" />
  </Svg>
);

/** Brand marks of the social links (option 4004), simplified; an unknown network gets a link icon. */
export function SocialIcon({ name, ...p }: IconProps & { name: string }) {
  switch (name.toLowerCase()) {
    case 'facebook':
      return (
        <Svg {...p}>
          <path d="M14.5 8H17V4.5h-2.5A3.5 3.5 0 0 0 11 8v2.5H8.5V14H11v6h3.5v-6H17l.5-3.5h-3V8.5a.5.5 0 0 1 0-.5Z" />
        </Svg>
      );
    case 'instagram':
      return (
        <Svg {...p}>
          <rect x="4" y="4" width="16" height="16" rx="4.5" />
          <circle cx="12" cy="12" r="3.6" />
          <circle cx="17" cy="7" r="0.6" fill="currentColor" />
        </Svg>
      );
    case 'tiktok':
      return (
        <Svg {...p}>
          <path d="M14 4v10.5a3.5 3.5 0 1 1-3.5-3.5" />
          <path d="M14 4c.4 2.4 2 4 4.5 4.3" />
        </Svg>
      );
    case 'x':
    case 'twitter':
      return (
        <Svg {...p}>
          <path d="M5 4.5h3.6l10.4 15H15.4ZM19 4.5l-5.8 6.6M5 19.5l5.8-6.6" />
        </Svg>
      );
    case 'youtube':
      return (
        <Svg {...p}>
          <rect x="3" y="6" width="18" height="12" rx="3.5" />
          <path d="m10.5 9.5 4 2.5-4 2.5Z" />
        </Svg>
      );
    default:
      return (
        <Svg {...p}>
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        </Svg>
      );
  }
}
