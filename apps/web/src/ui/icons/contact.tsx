import { type IconProps, Svg } from './core.tsx';

/** Contact and social icons: the home footer, the contact page, the support under deposit and withdraw. */
export const WhatsAppIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 20l1.3-3.8A8 8 0 1 1 8 19l-4 1Z" />
    <path d="M9.2 8.6c.2-.4.6-.4.8 0l.7 1.5c.1.3 0 .6-.2.8l-.5.5c.6 1.2 1.5 2.1 2.7 2.7l.5-.5c.2-.2.5-.3.8-.2l1.5.7c.4.2.4.6 0 .8-1 1-2.6 1-4.4-.4-1.6-1.3-2.9-3.2-2.1-5.9Z" />
  </Svg>
);

export const CallIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a1.5 1.5 0 0 1-1.6 1.5C10.6 20 4 13.4 3.5 5.6A1.5 1.5 0 0 1 5 4Z" />
  </Svg>
);

export const MailIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
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
