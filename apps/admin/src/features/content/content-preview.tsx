import type { ContentEdit, Language } from '@sika/contract';
import { positionLabel } from './content-fields.ts';

type Texts = { en: string; fr?: string | undefined; pt?: string | undefined };

/** What a player in `lang` reads: the translation, or English where it is blank (as the server serves it). */
export function inLanguage(text: Texts | undefined, lang: Language): string {
  if (!text) return '';
  const translated = text[lang]?.trim();
  return translated ? (text[lang] as string) : text.en;
}

/**
 * The item at phone size (360 px wide, the app's design width), in one language: close to what the
 * player's app draws, not the app itself. Page HTML is shown in a sandboxed frame (no script runs).
 */
export function ContentPreview({ edit, lang }: { edit: ContentEdit; lang: Language }) {
  return (
    <div className="phone" data-testid="content-preview">
      <div className="phone-bar">
        <span>Sika</span>
        <span>{lang.toUpperCase()}</span>
      </div>
      <div className="phone-screen">{body(edit, lang)}</div>
    </div>
  );
}

function body(edit: ContentEdit, lang: Language) {
  switch (edit.kind) {
    case 'advert': {
      const p = edit.payload;
      const image = inLanguage(p.image, lang);
      const text = inLanguage(p.content, lang);
      return (
        <>
          <p className="phone-caption">{positionLabel(p.position)}</p>
          <div className={p.position === '800103' ? 'phone-popup' : 'phone-banner'}>
            {image ? <img src={image} alt={text} /> : <div className="phone-noimage">No image</div>}
            {text && <p className="phone-advert-text">{text}</p>}
          </div>
          {!p.enabled && <p className="phone-caption">Hidden from players (not enabled)</p>}
        </>
      );
    }
    case 'notice': {
      const p = edit.payload;
      return (
        <>
          <div className="phone-ticker">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                d="M3 10v4h4l5 4V6L7 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z"
                fill="currentColor"
              />
            </svg>
            {inLanguage(p.title, lang)}
          </div>
          <div className="phone-popup">
            {p.img && <img className="phone-notice-img" src={p.img} alt="" />}
            <h3>{inLanguage(p.title, lang)}</h3>
            <p>{inLanguage(p.content, lang)}</p>
          </div>
        </>
      );
    }
    case 'menu_item': {
      const p = edit.payload;
      return (
        <div className="phone-menu">
          {p.img ? <img src={p.img} alt="" /> : <span className="phone-icon" />}
          <span>{inLanguage(p.title, lang)}</span>
        </div>
      );
    }
    case 'page':
      return (
        <>
          <h3>{inLanguage(edit.payload.title, lang)}</h3>
          <iframe
            className="phone-page"
            title="page preview"
            sandbox=""
            srcDoc={inLanguage(edit.payload.body, lang)}
          />
        </>
      );
    case 'faq':
      return (
        <details open className="phone-faq">
          <summary>{inLanguage(edit.payload.question, lang)}</summary>
          <p>{inLanguage(edit.payload.answer, lang)}</p>
        </details>
      );
    case 'rule':
      return (
        <div className="phone-popup">
          <h3>{inLanguage(edit.payload.title, lang)}</h3>
          <p className="phone-pre">{inLanguage(edit.payload.content, lang)}</p>
        </div>
      );
    case 'option':
      return (
        <>
          <p className="phone-caption">
            Option {edit.payload.type}: not drawn as such, its value is read by the app.
          </p>
          <p className="phone-pre">{inLanguage(edit.payload.content, lang)}</p>
        </>
      );
  }
}
