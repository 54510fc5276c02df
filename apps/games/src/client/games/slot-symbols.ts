/** Kente Gold's symbols as small inline SVGs (no image requests, crisp at any density). */
const letter = (text: string, from: string, to: string) =>
  `<svg viewBox="0 0 64 64"><defs><linearGradient id="g${text}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><text x="32" y="46" text-anchor="middle" font-size="${text.length > 1 ? 30 : 40}" font-weight="900" font-family="Georgia,serif" fill="url(#g${text})" stroke="#0b1220" stroke-width="1.5">${text}</text></svg>`;

export const SYMBOL_SVG: Record<string, string> = {
  W: '<svg viewBox="0 0 64 64"><rect x="4" y="10" width="56" height="44" rx="8" fill="#1b7f4b"/><path d="M4 20h56M4 32h56M4 44h56" stroke="#f7b928" stroke-width="5"/><path d="M16 10v44M32 10v44M48 10v44" stroke="#d7263d" stroke-width="3" opacity=".8"/><rect x="7" y="23" width="50" height="18" rx="4" fill="#0b1220" opacity=".85"/><text x="32" y="37" text-anchor="middle" font-size="14" font-weight="900" fill="#ffd766" font-family="system-ui,sans-serif">WILD</text></svg>',
  S:
    '<svg viewBox="0 0 64 64"><g fill="#f7b928">' +
    Array.from(
      { length: 12 },
      (_, i) => `<path d="M32 2l4 12h-8z" transform="rotate(${i * 30} 32 32)"/>`,
    ).join('') +
    '</g><circle cx="32" cy="32" r="17" fill="#ffd766" stroke="#c98a00" stroke-width="2"/><text x="32" y="37" text-anchor="middle" font-size="11" font-weight="900" fill="#6b3d00" font-family="system-ui,sans-serif">FREE</text></svg>',
  C: '<svg viewBox="0 0 64 64"><path d="M10 46l-4-26 14 10 12-18 12 18 14-10-4 26z" fill="#f7b928" stroke="#8a5a00" stroke-width="2" stroke-linejoin="round"/><rect x="10" y="46" width="44" height="8" rx="2" fill="#c98a00"/><circle cx="32" cy="34" r="4" fill="#d7263d"/><circle cx="19" cy="38" r="3" fill="#1fd18b"/><circle cx="45" cy="38" r="3" fill="#4aa8ff"/></svg>',
  D: '<svg viewBox="0 0 64 64"><path d="M16 8h32l-10 24 10 24H16l10-24z" fill="#b5651d" stroke="#5a2e0c" stroke-width="2" stroke-linejoin="round"/><ellipse cx="32" cy="8" rx="16" ry="4" fill="#e9c48a" stroke="#5a2e0c" stroke-width="2"/><path d="M18 12l10 18M46 12 36 30M18 52l10-18M46 52 36 34" stroke="#f3dfb5" stroke-width="1.5"/></svg>',
  M: '<svg viewBox="0 0 64 64"><path d="M32 4c14 0 20 12 20 26S44 60 32 60 12 44 12 30 18 4 32 4z" fill="#8e5bd6" stroke="#3c1f6e" stroke-width="2"/><path d="M20 26h9M35 26h9" stroke="#0b1220" stroke-width="4" stroke-linecap="round"/><path d="M26 44h12" stroke="#0b1220" stroke-width="3" stroke-linecap="round"/><path d="M32 12v8M22 14l3 6M42 14l-3 6" stroke="#ffd766" stroke-width="2"/></svg>',
  P: '<svg viewBox="0 0 64 64"><ellipse cx="32" cy="34" rx="15" ry="24" fill="#e07a1f" stroke="#7a3a05" stroke-width="2"/><path d="M32 10v48M24 13c-4 10-4 32 0 42M40 13c4 10 4 32 0 42" stroke="#a84e0b" stroke-width="1.6" fill="none"/><path d="M32 10c0-4 4-7 8-7" stroke="#3f8f3a" stroke-width="3" fill="none"/></svg>',
  A: letter('A', '#ff8a8a', '#d7263d'),
  K: letter('K', '#8fd0ff', '#2f7fd8'),
  Q: letter('Q', '#c7a8ff', '#7b4fd6'),
  J: letter('J', '#8ff0c0', '#17a36b'),
  T: letter('10', '#ffe08a', '#e09a00'),
};

export const SYMBOL_NAMES: Record<string, string> = {
  W: 'Wild',
  S: 'Scatter',
  C: 'Golden stool',
  D: 'Talking drum',
  M: 'Mask',
  P: 'Cocoa pod',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  T: '10',
};
