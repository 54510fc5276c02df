/**
 * `GET /`: the phone of a person playing the payer. It lists pending prompts (MTN request-to-pay,
 * M-Pesa STK push) and answers them through the same /_sim endpoints the tests use. Plain HTML,
 * no external assets, text inserted with textContent only.
 */
export const PROMPTS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment simulator</title>
<style>
  :root { font-family: system-ui, sans-serif; color: #1b1b1f; background: #f3f4f6; }
  body { margin: 0 auto; max-width: 540px; padding: 12px; }
  h1 { font-size: 1.2rem; margin: 4px 0 12px; }
  h2 { font-size: 1rem; margin: 20px 0 8px; }
  .card { background: #fff; border-radius: 12px; padding: 14px; margin-bottom: 12px; box-shadow: 0 1px 3px #0002; }
  .provider { font-size: .8rem; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; }
  .mtn { color: #a07800; } .mpesa { color: #2e7d32; }
  .amount { font-size: 1.6rem; font-weight: 700; margin: 6px 0; }
  .meta { color: #555; font-size: .85rem; word-break: break-all; }
  form { display: flex; gap: 8px; margin-top: 12px; flex-wrap: wrap; }
  input { flex: 1 1 120px; font-size: 1.2rem; padding: 10px; border: 1px solid #bbb; border-radius: 8px; letter-spacing: .3em; }
  button { font-size: 1rem; padding: 10px 16px; border: 0; border-radius: 8px; color: #fff; }
  .approve { background: #2e7d32; } .decline { background: #c62828; }
  .empty { color: #666; text-align: center; padding: 24px 0; }
  table { width: 100%; border-collapse: collapse; font-size: .8rem; background: #fff; border-radius: 8px; }
  td { padding: 6px; border-top: 1px solid #eee; overflow-wrap: anywhere; }
  td:first-child { white-space: nowrap; }
  .SUCCESSFUL { color: #2e7d32; } .FAILED { color: #c62828; } .PENDING { color: #a07800; }
</style>
</head>
<body>
<h1>Mobile-money prompts</h1>
<div id="prompts"><p class="empty">Loading…</p></div>
<h2>Recent payments</h2>
<table><tbody id="payments"></tbody></table>
<script>
const PROVIDERS = { 'mtn-collection': ['MTN MoMo', 'mtn'], 'mpesa-stk': ['M-Pesa', 'mpesa'] };
const LABELS = { 'mtn-collection': 'MTN in', 'mtn-disbursement': 'MTN out', 'mpesa-stk': 'M-Pesa in', 'mpesa-b2c': 'M-Pesa out' };
function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
}
async function answer(id, action, pin) {
  await fetch('/_sim/prompts/' + encodeURIComponent(id) + '/' + action, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pin }),
  });
  refresh();
}
function promptCard(p) {
  const [name, cls] = PROVIDERS[p.product] || [p.product, ''];
  const card = el('div', 'card');
  card.append(el('div', 'provider ' + cls, name), el('div', 'amount', p.currency + ' ' + p.amount));
  card.append(el('div', 'meta', p.message), el('div', 'meta', 'To +' + p.msisdn + ' · ' + p.scenario));
  const form = el('form');
  const pin = el('input');
  Object.assign(pin, { type: 'password', inputMode: 'numeric', pattern: '[0-9]{4,6}', required: true, placeholder: 'PIN' });
  pin.setAttribute('aria-label', 'PIN');
  const ok = el('button', 'approve', 'Approve');
  const no = el('button', 'decline', 'Decline');
  no.type = 'button';
  form.addEventListener('submit', (e) => { e.preventDefault(); answer(p.id, 'approve', pin.value); });
  no.addEventListener('click', () => answer(p.id, 'decline'));
  form.append(pin, ok, no);
  card.append(form);
  return card;
}
function paymentRow(p) {
  const row = el('tr');
  const when = new Date(p.createdAtMs).toLocaleTimeString([], { hour12: false });
  row.append(el('td', '', when), el('td', '', LABELS[p.product] || p.product), el('td', '', p.msisdn), el('td', '', p.currency + ' ' + p.amount));
  row.append(el('td', p.status, p.failure ? p.failure.code : p.status));
  return row;
}
let shown = '';
async function refresh() {
  const [prompts, payments] = await Promise.all([
    fetch('/_sim/prompts').then((r) => r.json()),
    fetch('/_sim/payments').then((r) => r.json()),
  ]);
  const ids = prompts.map((p) => p.id).join();
  // Redraw prompts only when the list changed, so a half-typed PIN is not wiped.
  if (ids !== shown) {
    shown = ids;
    const box = document.getElementById('prompts');
    box.replaceChildren(...(prompts.length ? prompts.map(promptCard) : [el('p', 'empty', 'No pending prompts.')]));
  }
  document.getElementById('payments').replaceChildren(...payments.slice(0, 20).map(paymentRow));
}
refresh();
setInterval(() => refresh().catch(() => {}), 1500);
</script>
</body>
</html>
`;
