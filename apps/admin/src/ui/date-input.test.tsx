import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOperatorMarket } from '../lib/market.ts';
import { DateInput } from './date-input.tsx';

function Field({ initial, onChange }: { initial: string; onChange: (iso: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput
        label="From"
        value={value}
        onChange={(iso) => {
          setValue(iso);
          onChange(iso);
        }}
      />
      <button type="button" onClick={() => setValue('2026-01-01')}>
        New year
      </button>
    </>
  );
}

afterEach(() => setOperatorMarket('GH'));

describe('the back office date field', () => {
  it('shows and takes dates day first in Ghana, whatever the browser’s language', async () => {
    setOperatorMarket('GH');
    const changes = vi.fn();
    render(<Field initial="2026-11-24" onChange={changes} />);
    const input = screen.getByRole('textbox', { name: 'From' });
    expect(input).toHaveProperty('value', '24/11/2026');
    expect(input.getAttribute('placeholder')).toBe('DD/MM/YYYY');
    await userEvent.clear(input);
    await userEvent.type(input, '05122026');
    expect(input).toHaveProperty('value', '05/12/2026');
    expect(changes).toHaveBeenLastCalledWith('2026-12-05');
  });

  it('refuses a day the calendar does not have and keeps the last good date', async () => {
    setOperatorMarket('GH');
    const changes = vi.fn();
    render(<Field initial="2026-11-24" onChange={changes} />);
    const input = screen.getByRole('textbox', { name: 'From' });
    await userEvent.clear(input);
    await userEvent.type(input, '31042026');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Not a date');
    expect(changes).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '3004');
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toContain('Type the whole date. DD/MM/YYYY');
  });

  it('moves a day with the arrow keys and a week with Page Up and Page Down', async () => {
    setOperatorMarket('KE');
    const changes = vi.fn();
    render(<Field initial="2026-02-28" onChange={changes} />);
    const input = screen.getByRole('textbox', { name: 'From' });
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveProperty('value', '01/03/2026');
    await userEvent.keyboard('{PageDown}');
    expect(input).toHaveProperty('value', '22/02/2026');
    expect(changes.mock.calls.map(([iso]) => iso)).toEqual(['2026-03-01', '2026-02-22']);
  });

  it('takes a date set from outside, such as a preset', async () => {
    setOperatorMarket('GH');
    render(<Field initial="2026-11-24" onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'New year' }));
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveProperty('value', '01/01/2026');
  });
});
