import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render.tsx';
import { PixCodeStep } from './pix-code-step.tsx';

const payCode =
  '00020101021226830014BR.GOV.BCB.PIX2561qrcodespix.sejaefi.com.br/v2/41e0badf811a4ce6ad8a80b306821fce5204000053039865802BR5905EFISA6008SAOPAULO62070503***61040000';

describe('the Pix copy-and-paste step', () => {
  it('shows the whole code and copies it for the bank app', async () => {
    const { user } = renderScreen(<PixCodeStep payCode={payCode} />);
    expect(await screen.findByLabelText('Pix Copia e Cola code')).toHaveProperty('value', payCode);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    await screen.findByRole('button', { name: 'Code copied' });
    expect(await navigator.clipboard.readText()).toBe(payCode);
  });

  it('shows the same code as a QR code beside the Copy button, for paying from another phone', async () => {
    renderScreen(<PixCodeStep payCode={payCode} />);
    const qr = await screen.findByRole('img', { name: 'QR code of the Pix code' });
    // This 160-byte BR Code at level M needs a version 9 symbol: 53 modules, plus the 4-module quiet zone.
    expect(qr.getAttribute('data-modules')).toBe('61');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(
      screen.getByText('Paying from another phone? Scan this QR code with your bank’s app.'),
    ).toBeTruthy();
  });
});
