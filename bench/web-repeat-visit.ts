/**
 * `repeat_transfer_kb` of `bench:web`: what a returning phone downloads from the server, counted on the wire.
 */
import net from 'node:net';
import { launchBrowser, PHONE_VIEWPORT } from '../e2e/support/browser.ts';
import { freePort } from './free-port.ts';

/** A TCP proxy in front of the server that counts what the server sends (headers and bodies, as on the wire). */
async function countingProxy(base: string): Promise<{ url: string; sent(): number; close(): Promise<void> }> {
  const target = new URL(base);
  let bytes = 0;
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    upstream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  const port = await freePort();
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    sent: () => bytes,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}

/**
 * What a returning phone downloads: the first visit installs the service worker (and lets it cache what the
 * page loads), then a fresh tab opens /home again, as a player reopening the app does. Counted until the
 * network is idle, API calls included.
 */
export async function repeatVisitKb(base: string): Promise<number> {
  const proxy = await countingProxy(base);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      viewport: PHONE_VIEWPORT,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'en-GH',
      serviceWorkers: 'allow',
    });
    const first = await context.newPage();
    await first.goto(`${proxy.url}/home`, { waitUntil: 'networkidle' });
    await first.waitForFunction('navigator.serviceWorker.ready.then(() => true)');
    await first.reload({ waitUntil: 'networkidle' }); // controlled now: the worker caches what the page loads
    await first.close();
    const before = proxy.sent();
    const repeat = await context.newPage();
    await repeat.goto(`${proxy.url}/home`, { waitUntil: 'networkidle' });
    const controlled = await repeat.evaluate('navigator.serviceWorker.controller !== null');
    if (!controlled) throw new Error('the repeat visit was not served by the service worker');
    const kb = (proxy.sent() - before) / 1024;
    await context.close();
    return kb;
  } finally {
    await browser.close();
    await proxy.close();
  }
}
