import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, describeError, knownKey, t, useT } from './index.ts';
import fr from './locales/fr.json' with { type: 'json' };
import { Trans } from './trans.tsx';

function Online({ count }: { count: number }) {
  const { t, language } = useT('home');
  return (
    <p>
      {language}: {t('home.onlineTotal', { count })}
    </p>
  );
}

describe('the app’s translations in React', () => {
  it('puts elements inside a text with <Trans>', () => {
    render(<Trans i18nKey="auth.consent" components={{ terms: <a href="/terms">terms</a> }} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/terms');
    expect(link.textContent).toBe('terms and conditions');
  });

  it('words known error codes, falls back to the server’s text, and knows which keys exist', () => {
    expect(describeError(-99, 'x')).toBe(t('errors.-99'));
    expect(describeError(123456, 'From the server')).toBe('From the server');
    expect(knownKey('errors.-98')).toBe('errors.-98');
    expect(knownKey('errors.123456')).toBeNull();
  });

  it('switches language: loads the French sections shown so far, then renders again in French', async () => {
    render(<Online count={2} />);
    expect(screen.getByText(/^en: 2 /)).toBeTruthy();
    await act(() => changeLanguage('fr'));
    expect(currentLanguage()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByText(`fr: ${fr.home.onlineTotal_other.replace('{{count}}', '2')}`)).toBeTruthy();
    await act(() => changeLanguage('en'));
  });
});
