/**
 * The "copia e cola" text of a dynamic Pix charge: a BR Code (EMV QR Code MPM as BCB's Manual do BR Code
 * profiles it), TLV fields `ID(2) LEN(2) VALUE`, closed by a CRC16/CCITT-FALSE over everything before it
 * including "6304" (market-payments.md §5.3). Dynamic: merchant account 26 carries the charge's location
 * URL (25) instead of a key; 54 is the amount, 62/05 "***" as BCB asks for dynamic codes.
 */
function tlv(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function dynamicBrCode(input: {
  location: string;
  amount: string;
  name: string;
  city: string;
}): string {
  const payload = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('25', input.location)),
    tlv('52', '0000'),
    tlv('53', '986'),
    tlv('54', input.amount),
    tlv('58', 'BR'),
    tlv('59', input.name.slice(0, 25)),
    tlv('60', input.city.slice(0, 15)),
    tlv('62', tlv('05', '***')),
  ].join('');
  return `${payload}6304${crc16(`${payload}6304`)}`;
}
