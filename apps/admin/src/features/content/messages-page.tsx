import './content.css';
import { adminListSends, adminSendMessage, type Language, languages, type StaffSend } from '@sika/contract';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { ApiError, call } from '../../lib/api.ts';
import { when } from '../../lib/market.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { inLanguage } from './content-preview.tsx';
import { type Texts, TextsInput } from './texts-input.tsx';

const column = createColumnHelper<StaffSend>();
const columns = [
  column.accessor('sentAt', { header: 'Sent', cell: (c) => when(c.getValue()) }),
  column.accessor('channel', {
    header: 'As',
    cell: (c) => (c.getValue() === 'popup' ? 'notice popup' : 'message'),
  }),
  column.accessor((s) => (s.audience === 'all' ? 'every player' : (s.mobile ?? s.playerId ?? '')), {
    id: 'to',
    header: 'To',
  }),
  column.accessor('title', { header: 'Title' }),
  column.accessor('sentBy', { header: 'By' }),
];

const blank: Texts = { en: '', fr: '', pt: '' };

/**
 * A message to the inbox or a notice popup, to one player or to every player. The send's idempotency key is
 * made when the form opens and kept until it succeeds: a double click or a retry sends once.
 */
export function MessagesPage() {
  const sends = useQuery({ queryKey: ['adminListSends'], queryFn: () => call(adminListSends) });
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [channel, setChannel] = useState<'message' | 'popup'>('message');
  const [audience, setAudience] = useState<'player' | 'all'>('player');
  const [to, setTo] = useState('');
  const [title, setTitle] = useState<Texts>(blank);
  const [content, setContent] = useState<Texts>(blank);
  const [url, setUrl] = useState('');
  const [lang, setLang] = useState<Language>('en');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function send() {
    setBusy(true);
    setOutcome(null);
    try {
      const sent = await call(adminSendMessage, {
        idempotencyKey: key,
        channel,
        audience,
        to: audience === 'player' ? to : undefined,
        title,
        content,
        url: url || undefined,
      });
      setOutcome({
        ok: true,
        text: `Sent to ${sent.audience === 'all' ? 'every player' : (sent.mobile ?? sent.playerId)}${sent.replayed ? ' (already sent: not sent again)' : ''}.`,
      });
      setKey(crypto.randomUUID());
      setTitle(blank);
      setContent(blank);
      await sends.refetch();
    } catch (caught) {
      setOutcome({
        ok: false,
        text: caught instanceof ApiError ? `${caught.message} (${caught.code})` : String(caught),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section>
      <h1>Messages and popups</h1>
      <div className="editor">
        <form
          className="card editor-form"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label>
            Send as
            <select
              name="channel"
              value={channel}
              onChange={(e) => setChannel(e.target.value as typeof channel)}
            >
              <option value="message">Message (the inbox)</option>
              <option value="popup">Notice popup (shown once, on the next poll)</option>
            </select>
          </label>
          <label>
            To
            <select
              name="audience"
              value={audience}
              onChange={(e) => setAudience(e.target.value as typeof audience)}
            >
              <option value="player">One player</option>
              <option value="all">Every player of the market</option>
            </select>
          </label>
          {audience === 'player' && (
            <label>
              Player id or mobile
              <input
                name="to"
                value={to}
                onChange={(e) => setTo(e.target.value)}
                required
                autoComplete="off"
              />
            </label>
          )}
          <TextsInput legend="Title" name="title" value={title} onChange={setTitle} enRequired />
          <TextsInput legend="Text" name="content" value={content} onChange={setContent} long enRequired />
          <label>
            Link (optional: /… in the app or https://…)
            <input name="url" value={url} onChange={(e) => setUrl(e.target.value)} />
          </label>
          <div className="editor-actions">
            <button type="submit" disabled={busy}>
              {audience === 'all' ? 'Send to every player' : 'Send'}
            </button>
          </div>
          {outcome && (
            <p className={outcome.ok ? 'ok' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
              {outcome.text}
            </p>
          )}
        </form>
        <div>
          <div className="tabs" role="tablist" aria-label="Preview language">
            {languages.map((l) => (
              <button key={l} type="button" role="tab" aria-selected={l === lang} onClick={() => setLang(l)}>
                {l.toUpperCase()}
              </button>
            ))}
          </div>
          <div className="phone" data-testid="message-preview">
            <div className="phone-bar">
              <span>Sika</span>
              <span>{lang.toUpperCase()}</span>
            </div>
            <div className="phone-screen">
              <div className={channel === 'popup' ? 'phone-popup' : 'phone-inbox'}>
                <h3>{inLanguage(title, lang) || 'Title'}</h3>
                <p>{inLanguage(content, lang) || 'Text'}</p>
              </div>
            </div>
          </div>
        </div>
      </div>
      <h2 className="sent-heading">Sent</h2>
      <DataTable
        data={sends.data?.list ?? []}
        columns={columns}
        empty={sends.isLoading ? 'Loading…' : 'Nothing sent yet.'}
        rowId={(s) => s.idempotencyKey}
      />
    </section>
  );
}
