import { randomUUID } from 'node:crypto';
import type { ContentDraft, ContentItem } from '@sika/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { auditRows, bearer, type StaffFixture, signedInStaff } from './support.ts';

let t: TestApp;
let editor: StaffFixture;
beforeAll(async () => {
  t = await createTestApp();
  editor = await signedInStaff(t, ['content']);
});
afterAll(() => t.close());

function post(url: string, payload?: Record<string, unknown>, staff = editor) {
  return t.app.inject({ method: 'POST', url, headers: bearer(staff.token), payload: payload ?? {} });
}

/** A position no seeded advert uses, so each test reads only its own adverts. */
function freshPosition() {
  return String(100_000 + Math.floor(Math.random() * 899_999));
}

function advert(position: string, title: string) {
  return {
    position,
    typeId: 1,
    image: { en: '/content/adverts/welcome-v1.svg', fr: '/content/adverts/welcome-fr-v1.svg', pt: '' },
    url: '/activities',
    content: { en: title, fr: `${title} (fr)`, pt: '' },
    sort: 0,
    startAt: new Date(t.clock.now.getTime() - 60_000).toISOString(),
    endAt: null,
    enabled: true,
  };
}

async function playerAdverts(position: string, lang = 'en') {
  const response = await t.app.inject({
    url: `/api/system-service/adverts?position=${position}&lang=${lang}`,
  });
  expect(response.statusCode).toBe(200);
  return body<{ id: number; content: string; image: string }[]>(response).data;
}

async function saveDraft(payload: Record<string, unknown>) {
  const response = await post('/api/admin/content/drafts', payload);
  expect(response.statusCode, response.body).toBe(200);
  return body<ContentDraft>(response).data;
}

describe('content drafts', () => {
  it('keeps a draft from players until it is published, then serves it in each language', async () => {
    const position = freshPosition();
    const draft = await saveDraft({ kind: 'advert', targetKey: null, payload: advert(position, 'Akwaaba') });
    expect(draft).toMatchObject({ kind: 'advert', targetKey: null, updatedBy: editor.email });
    expect(await playerAdverts(position)).toEqual([]);

    const published = await post(`/api/admin/content/drafts/${draft.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const item = body<ContentItem>(published).data;
    expect(item.kind).toBe('advert');

    const [en] = await playerAdverts(position);
    expect(en).toMatchObject({
      id: Number(item.key),
      content: 'Akwaaba',
      image: '/content/adverts/welcome-v1.svg',
    });
    const [fr] = await playerAdverts(position, 'fr');
    expect(fr).toMatchObject({ content: 'Akwaaba (fr)', image: '/content/adverts/welcome-fr-v1.svg' });
    // A blank translation is not stored: Portuguese players read the English text.
    const [pt] = await playerAdverts(position, 'pt');
    expect(pt?.content).toBe('Akwaaba');

    // Editing the live advert is a draft again: players keep the published text until the next publish.
    const edit = await saveDraft({
      kind: 'advert',
      targetKey: item.key,
      payload: advert(position, 'Welcome back'),
    });
    expect(edit.targetKey).toBe(item.key);
    const again = await saveDraft({
      kind: 'advert',
      targetKey: item.key,
      payload: advert(position, 'Welcome!'),
    });
    expect(again.id).toBe(edit.id);
    expect((await playerAdverts(position))[0]?.content).toBe('Akwaaba');
    await post(`/api/admin/content/drafts/${edit.id}/publish`);
    expect((await playerAdverts(position)).map((a) => a.content)).toEqual(['Welcome!']);

    const list = await t.app.inject({ url: '/api/admin/content?kind=advert', headers: bearer(editor.token) });
    const { live, drafts } = body<{ live: ContentItem[]; drafts: ContentDraft[] }>(list).data;
    expect(live.find((i) => i.key === item.key)?.payload).toMatchObject({ content: { en: 'Welcome!' } });
    expect(drafts.find((d) => d.id === edit.id)).toBeUndefined();
  });

  it('writes one audit row per action, with before and after, in the action’s transaction', async () => {
    const position = freshPosition();
    const draft = await saveDraft({ kind: 'advert', targetKey: null, payload: advert(position, 'Audit me') });
    await post(`/api/admin/content/drafts/${draft.id}/publish`);
    const rows = await auditRows(t, draft.id);
    expect(rows.map((r) => [r.action, r.staff_id])).toEqual([
      ['content.save_draft', editor.id],
      ['content.publish', editor.id],
    ]);
    expect(rows[1]?.before).toBeNull();
    expect(rows[1]?.after).toMatchObject({ kind: 'advert', payload: { content: { en: 'Audit me' } } });

    // A refused action leaves no row.
    const before = (await auditRows(t)).length;
    const twice = await post(`/api/admin/content/drafts/${draft.id}/publish`);
    expect(twice.statusCode).toBe(404);
    expect(body(twice).code).toBe(5620);
    expect((await auditRows(t)).length).toBe(before);

    const other = await saveDraft({ kind: 'advert', targetKey: null, payload: advert(position, 'Never') });
    expect((await post(`/api/admin/content/drafts/${other.id}/discard`)).statusCode).toBe(200);
    expect((await auditRows(t, other.id)).map((r) => r.action)).toEqual([
      'content.save_draft',
      'content.discard_draft',
    ]);
    expect(await playerAdverts(position)).toHaveLength(1);
  });

  it('publishes a draft once when two editors click at the same moment', async () => {
    const position = freshPosition();
    const draft = await saveDraft({ kind: 'advert', targetKey: null, payload: advert(position, 'Once') });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(`/api/admin/content/drafts/${draft.id}/publish`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
    expect(await playerAdverts(position)).toHaveLength(1);
    expect((await auditRows(t, draft.id)).filter((r) => r.action === 'content.publish')).toHaveLength(1);
  });

  it('edits pages, rules, options, FAQ, notices and menus the same way', async () => {
    const page = await saveDraft({
      kind: 'page',
      payload: { type: 3004, title: { en: 'Terms', fr: 'Conditions' }, body: { en: '<p>New terms</p>' } },
    });
    expect(page.targetKey).toBe('3004');
    const beforeTerms = await t.app.inject({ url: '/api/system-service/pages/3004?lang=fr' });
    await post(`/api/admin/content/drafts/${page.id}/publish`);
    const terms = await t.app.inject({ url: '/api/system-service/pages/3004?lang=fr' });
    expect(body<{ title: string; content: string }>(terms).data).toMatchObject({
      title: 'Conditions',
      content: '<p>New terms</p>',
    });
    expect(terms.body).not.toBe(beforeTerms.body);

    const option = await saveDraft({
      kind: 'option',
      payload: { type: 990_001, name: 'test', content: { en: '42' } },
    });
    await post(`/api/admin/content/drafts/${option.id}/publish`);
    const options = await t.app.inject({ url: '/api/system-service/options?types=990001' });
    expect(body<{ content: string }[]>(options).data.map((o) => o.content)).toEqual(['42']);

    const rule = await saveDraft({
      kind: 'rule',
      payload: {
        ruleType: 'test-rule',
        title: { en: 'Rules' },
        content: { en: 'Play fair', pt: 'Jogue limpo' },
      },
    });
    await post(`/api/admin/content/drafts/${rule.id}/publish`);
    const read = await t.app.inject({ url: '/api/system-service/rules/test-rule?lang=pt' });
    expect(body<{ content: string }>(read).data.content).toBe('Jogue limpo');

    const faq = await saveDraft({
      kind: 'faq',
      payload: { question: { en: 'Is it a test?' }, answer: { en: 'Yes' }, sort: 99_999, enabled: true },
    });
    const notice = await saveDraft({
      kind: 'notice',
      payload: {
        title: { en: 'Maintenance tonight' },
        content: { en: 'From 02:00 to 03:00' },
        img: '',
        url: '',
        sort: 0,
        publishedAt: new Date(t.clock.now.getTime() - 1000).toISOString(),
        endAt: null,
        enabled: true,
      },
    });
    const menu = await saveDraft({
      kind: 'menu_item',
      payload: {
        menuId: 424_242,
        title: { en: 'Test menu' },
        url: '/home',
        img: '',
        content: { en: '' },
        actived: false,
        sort: 0,
        enabled: true,
      },
    });
    const faqBefore = body<{ question: string }[]>(
      await t.app.inject({ url: '/api/system-service/faq' }),
    ).data;
    expect(faqBefore.map((f) => f.question)).not.toContain('Is it a test?');
    for (const d of [faq, notice, menu]) {
      expect((await post(`/api/admin/content/drafts/${d.id}/publish`)).statusCode).toBe(200);
    }
    const faqAfter = body<{ question: string }[]>(
      await t.app.inject({ url: '/api/system-service/faq' }),
    ).data;
    expect(faqAfter.map((f) => f.question)).toContain('Is it a test?');
    const notices = body<{ list: { title: string }[] }>(
      await t.app.inject({ url: '/api/system-service/notices' }),
    ).data.list;
    expect(notices.map((n) => n.title)).toContain('Maintenance tonight');
    const menus = body<{ title: string }[]>(
      await t.app.inject({ url: '/api/system-service/menus/424242' }),
    ).data;
    expect(menus.map((m) => m.title)).toEqual(['Test menu']);
  });

  it('refuses bad input with catalogue codes', async () => {
    const position = freshPosition();
    const window = await post('/api/admin/content/drafts', {
      kind: 'advert',
      targetKey: null,
      payload: { ...advert(position, 'x'), endAt: new Date(t.clock.now.getTime() - 120_000).toISOString() },
    });
    expect([window.statusCode, body(window).code]).toEqual([422, 5622]);

    const missing = await post('/api/admin/content/drafts', {
      kind: 'advert',
      targetKey: '999999999',
      payload: advert(position, 'x'),
    });
    expect([missing.statusCode, body(missing).code]).toEqual([404, 5621]);

    const unknownDraft = await post('/api/admin/content/drafts', {
      kind: 'advert',
      draftId: randomUUID(),
      payload: advert(position, 'x'),
    });
    expect([unknownDraft.statusCode, body(unknownDraft).code]).toEqual([404, 5620]);

    const noEnglish = await post('/api/admin/content/drafts', {
      kind: 'faq',
      payload: { question: { en: '', fr: 'Question ?' }, answer: { en: 'a' }, sort: 0, enabled: true },
    });
    expect(noEnglish.statusCode).toBe(400);
    const badPosition = await post('/api/admin/content/drafts', {
      kind: 'advert',
      payload: { ...advert('12', 'x') },
    });
    expect(badPosition.statusCode).toBe(400);
    // Pictures come from Sika itself: the app's CSP shows no other host's, so another address is refused.
    for (const image of [
      { en: 'https://cdn.example/welcome.png' },
      { en: '/content/adverts/welcome-v1.svg', fr: '//cdn.example/welcome.png' },
      { en: 'data:image/png;base64,AAAA' },
    ]) {
      const offSite = await post('/api/admin/content/drafts', {
        kind: 'advert',
        payload: { ...advert(position, 'x'), image },
      });
      expect([offSite.statusCode, body(offSite).code]).toEqual([400, 1000]);
    }
  });
});
