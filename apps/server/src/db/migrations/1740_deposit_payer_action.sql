-- Deposits that are not a phone prompt (issue 20): the payer finishes them elsewhere. pay_url is where (Paystack's
-- hosted checkout in Nigeria), pay_code what to pay with (a Pix copy-and-paste code in Brazil). Both are what the
-- provider answered to the initiation; null for mobile-money prompts and until the provider answered.
ALTER TABLE deposit_orders
  ADD COLUMN pay_url text CHECK (pay_url IS NULL OR pay_url ~ '^https?://'),
  ADD COLUMN pay_code text CHECK (pay_code IS NULL OR length(pay_code) <= 512);
