import {
  adminDiscardContentDraft,
  adminPublishContentDraft,
  adminSaveContentDraft,
  type ContentDraft,
  type ContentEdit,
  type Language,
  languages,
} from '@sika/contract';
import { useState } from 'react';
import { ApiError, call } from '../../lib/api.ts';
import { when } from '../../lib/market.ts';
import { FIELDS, type Field } from './content-fields.ts';
import { ContentPreview } from './content-preview.tsx';
import { type Texts, TextsInput } from './texts-input.tsx';

type Payload = Record<string, unknown>;

/**
 * Edits one item: the form writes a draft (players see nothing), the preview shows it at phone size in the
 * chosen language, and Publish puts it live. `targetKey` is the live item it edits (null: a new one).
 */
export function ContentEditor({
  start,
  draft,
  targetKey,
  onChanged,
}: {
  start: ContentEdit;
  draft: ContentDraft | null;
  targetKey: string | null;
  onChanged: (selection: { draftId?: string; liveKey?: string } | null) => Promise<void>;
}) {
  const [payload, setPayload] = useState<Payload>(start.payload as Payload);
  const [lang, setLang] = useState<Language>('en');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const edit = { kind: start.kind, payload } as ContentEdit;

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(caught instanceof ApiError ? `${caught.message} (${caught.code})` : String(caught));
    } finally {
      setBusy(false);
    }
  }

  const save = () =>
    run(async () => {
      const saved = await call(adminSaveContentDraft, {
        ...edit,
        draftId: draft?.id,
        targetKey: draft ? undefined : targetKey,
      } as never);
      await onChanged({ draftId: saved.id });
    });
  const publish = () =>
    run(async () => {
      if (!draft) return;
      const live = await call(adminPublishContentDraft, { id: draft.id });
      await onChanged({ liveKey: live.key });
    });
  const discard = () =>
    run(async () => {
      if (!draft) return;
      await call(adminDiscardContentDraft, { id: draft.id });
      await onChanged(targetKey ? { liveKey: targetKey } : null);
    });

  return (
    <div className="editor">
      <form
        className="card editor-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2>{draft ? 'Draft' : targetKey ? `Live item ${targetKey}` : 'New item'}</h2>
        {draft ? (
          <p className="news">
            Draft saved {when(draft.updatedAt)} by {draft.updatedBy ?? '—'}. Players do not see it until it is
            published.
          </p>
        ) : (
          <p className="muted">
            Saving makes a draft: players keep seeing the live version until you publish.
          </p>
        )}
        {FIELDS[start.kind].map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            value={payload[field.name]}
            onChange={(value) => setPayload((p) => ({ ...p, [field.name]: value }))}
          />
        ))}
        <div className="editor-actions">
          <button type="submit" disabled={busy}>
            Save draft
          </button>
          {draft && (
            <>
              <button type="button" disabled={busy} onClick={publish}>
                Publish
              </button>
              <button type="button" className="secondary" disabled={busy} onClick={discard}>
                Discard draft
              </button>
            </>
          )}
        </div>
        {error && (
          <p className="error" role="alert">
            {error}
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
        <ContentPreview edit={edit} lang={lang} />
      </div>
    </div>
  );
}

function FieldInput({
  field,
  value,
  onChange,
}: {
  field: Field;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  switch (field.type) {
    case 'text':
      return (
        <TextsInput
          legend={field.label}
          name={field.name}
          value={(value ?? { en: '' }) as Texts}
          onChange={onChange}
          long={field.long ?? false}
        />
      );
    case 'boolean':
      return (
        <label className="check">
          <input
            type="checkbox"
            name={field.name}
            checked={Boolean(value)}
            onChange={(e) => onChange(e.target.checked)}
          />
          {field.label}
        </label>
      );
    case 'number':
      return (
        <label>
          {field.label}
          <input
            name={field.name}
            type="number"
            value={String(value ?? 0)}
            onChange={(e) => onChange(Number(e.target.value))}
          />
        </label>
      );
    case 'select': {
      // A value from before (an operator's own position code) stays selectable.
      const options = field.options.some((o) => String(o.value) === String(value))
        ? field.options
        : [{ value: value as string | number, label: String(value) }, ...field.options];
      return (
        <label>
          {field.label}
          <select
            name={field.name}
            value={String(value)}
            onChange={(e) => {
              const picked = options.find((o) => String(o.value) === e.target.value);
              onChange(picked?.value ?? e.target.value);
            }}
          >
            {options.map((o) => (
              <option key={o.value} value={String(o.value)}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      );
    }
    default:
      return (
        <label>
          {field.label}
          <input
            name={field.name}
            value={String(value ?? '')}
            onChange={(e) =>
              onChange(
                field.type === 'optional-instant' && e.target.value.trim() === '' ? null : e.target.value,
              )
            }
          />
        </label>
      );
  }
}
