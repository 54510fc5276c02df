-- Ghana's AirtelTigo Money and Telecel Cash go through Paystack's mobile-money charges and transfers (issue 20)
-- instead of the MTN-shaped stand-in. Servers seeded before keep their channel rows (seeds only add what is
-- missing), so the adapter moves here; an operator's other edits (name, memo, enabled) stay.
UPDATE payment_channels SET provider = 'paystack'
  WHERE market = 'GH' AND channel_code IN ('AIRTELTIGO_MM', 'VODA_MM') AND provider = 'mtn-momo';

-- What the payer has to do when it is more than approving a prompt, in the provider's words (Paystack's
-- display_text: "Please dial *110# to generate a voucher code. Then input the voucher"), and whether we wait
-- for them to type that voucher (Paystack `send_otp`, Telecel). Cleared once the voucher was accepted.
ALTER TABLE deposit_orders
  ADD COLUMN payer_note text CHECK (payer_note IS NULL OR length(payer_note) <= 300),
  ADD COLUMN awaiting_voucher boolean NOT NULL DEFAULT false;
