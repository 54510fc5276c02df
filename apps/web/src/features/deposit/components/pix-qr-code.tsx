import { encode } from 'uqr';
import styles from './deposit.module.css';

/**
 * The charge's BR Code as a QR code, for paying from another phone's bank app. Drawn here from the
 * copia-e-cola text (uqr, a port of Nayuki's QR generator; error correction M as BR Codes use), as one SVG
 * path: dark modules on a white square with the 4-module quiet zone scanners need, in either theme. Loaded
 * only on the Pix wait screen (pix-code-step.tsx imports it lazily).
 */
export default function PixQrCode({ payCode, label }: { payCode: string; label: string }) {
  const { data, size } = encode(payCode, { ecc: 'M', border: 4 });
  let path = '';
  for (let y = 0; y < size; y += 1) {
    const row = data[y] ?? [];
    for (let x = 0; x < size; x += 1) {
      // Runs of dark modules on a row as one rectangle each: a short path for a 60-odd-module code.
      if (!row[x] || row[x - 1]) continue;
      let end = x;
      while (row[end + 1]) end += 1;
      path += `M${x} ${y}h${end - x + 1}v1h-${end - x + 1}z`;
    }
  }
  return (
    <svg
      className={styles.pixQr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-testid="deposit-pix-qr"
      data-modules={size}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
