/** Small controls the games share: a segmented choice and a labelled figure. */
import { h } from './dom.ts';

export function segmented(
  choices: { value: string; label: string }[],
  selected: string,
  onSelect: (value: string) => void,
): HTMLElement {
  const buttons = choices.map((choice) =>
    h('button', { type: 'button', 'aria-pressed': String(choice.value === selected) }, choice.label),
  );
  buttons.forEach((button, i) => {
    button.addEventListener('click', () => {
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
      onSelect(choices[i]!.value);
    });
  });
  return h('div', { class: 'segmented' }, ...buttons);
}

export function stat(label: string): { el: HTMLElement; set(value: string): void } {
  const value = h('b', {}, '');
  const set = (text: string) => {
    value.textContent = text;
  };
  return { el: h('div', { class: 'stat' }, h('span', { class: 'opt-label' }, label), value), set };
}

export function labelled(label: string, control: HTMLElement): HTMLElement {
  return h('div', { class: 'opt' }, h('span', { class: 'opt-label' }, label), control);
}
