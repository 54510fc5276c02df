import type { ReactNode } from 'react';

/** The eight Christmas cards' pictures, by ring index (star, bell, tree, snowman, gift, candle, reindeer, Santa). */
const pictures: ReactNode[] = [
  <path key="star" d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />,
  <g key="bell">
    <path d="M12 3a1.6 1.6 0 011.6 1.6v.5A6 6 0 0118 11v4.2l2 2.3v1H4v-1l2-2.3V11a6 6 0 014.4-5.9v-.5A1.6 1.6 0 0112 3z" />
    <circle cx="12" cy="20.6" r="1.8" />
  </g>,
  <g key="tree">
    <path d="M12 2l5 6h-2.6l4.1 5h-2.8l4.3 5.5H4l4.3-5.5H5.5l4.1-5H7z" />
    <rect x="10.6" y="18.5" width="2.8" height="3.5" rx=".5" />
  </g>,
  <g key="snowman">
    <circle cx="12" cy="7" r="3.6" />
    <circle cx="12" cy="16" r="5.6" />
  </g>,
  <g key="gift">
    <rect x="3.5" y="9" width="17" height="4" rx="1" />
    <rect x="5" y="13" width="14" height="8" rx="1" />
    <path d="M12 9c-1.5-3-5-4.5-5.8-2.6C5.4 8.2 9 9 12 9zm0 0c1.5-3 5-4.5 5.8-2.6C18.6 8.2 15 9 12 9z" />
  </g>,
  <g key="candle">
    <path d="M12 2.2c1.6 1.9 2.2 3.2 2.2 4.3a2.2 2.2 0 01-4.4 0c0-1.1.6-2.4 2.2-4.3z" />
    <rect x="9" y="9.5" width="6" height="11.5" rx="1" />
  </g>,
  <g key="reindeer">
    <path d="M7 2.5l1.3 3.5L6 5.6l2.8 2.2C7.3 9.4 7 11 7 12.5c0 3.7 2.2 7.5 5 7.5s5-3.8 5-7.5c0-1.5-.3-3.1-1.8-4.7L18 5.6l-2.3.4L17 2.5l-2.6 3.1L13.2 3l-.4 3.7h-1.6L10.8 3 9.6 5.6z" />
    <circle cx="12" cy="18" r="1.6" />
  </g>,
  <g key="santa">
    <path d="M4 14.5C5 8 9 4 14 4c2.7 0 4.6 1.4 5.4 4.1L21 11l-2.4-1.3L18 14.5z" />
    <rect x="3" y="14.5" width="17" height="3.2" rx="1.6" />
    <circle cx="21" cy="11.6" r="1.6" />
  </g>,
];

export function CardArt({ index }: { index: number }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      {pictures[index % pictures.length]}
    </svg>
  );
}
