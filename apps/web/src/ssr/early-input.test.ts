import { waitFor } from '@testing-library/react';
import { followEarlyInput } from './early-input';

/** What React does to a field of the server's HTML when it hydrates it: owns it, and empties it. */
function hydrate(field: HTMLInputElement) {
  Object.assign(field, { __reactProps$test: {} });
  field.value = '';
}

function typeInto(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('followEarlyInput', () => {
  let root: HTMLDivElement;
  beforeEach(() => {
    root = document.createElement('div');
    root.innerHTML = '<input name="name"><input name="captcha"><input type="checkbox" name="keep">';
    document.body.append(root);
  });
  afterEach(() => root.remove());

  const field = (name: string) => {
    const found = root.querySelector<HTMLInputElement>(`[name=${name}]`);
    if (!found) throw new Error(`no field ${name}`);
    return found;
  };
  const heard = (input: HTMLInputElement) => {
    const values: string[] = [];
    input.addEventListener('input', () => values.push(input.value));
    return values;
  };

  it('hands React the text a field held when hydration began, once the field has hydrated', async () => {
    field('name').value = 'demo888';
    followEarlyInput(root);
    const values = heard(field('name'));
    hydrate(field('name'));
    await waitFor(() => expect(field('name').value).toBe('demo888'));
    expect(values).toEqual(['demo888']);
  });

  it('hands the text again when the commit of a field React had claimed writes its empty value back', async () => {
    field('name').value = 'demo888';
    followEarlyInput(root);
    const values = heard(field('name'));
    // Claimed in the render (React's props on it), the DOM untouched: the first hand-over's input
    // event reaches no handler yet, and the commit then empties the field.
    Object.assign(field('name'), { __reactProps$test: {} });
    await waitFor(() => expect(values).toEqual(['demo888']));
    field('name').value = '';
    await waitFor(() => expect(field('name').value).toBe('demo888'));
    expect(values).toEqual(['demo888', 'demo888']);
  });

  it('keeps what is typed after hydration began into a field not hydrated yet (its last text)', async () => {
    followEarlyInput(root);
    typeInto(field('captcha'), '12');
    typeInto(field('captcha'), '1234');
    const values = heard(field('captcha'));
    hydrate(field('captcha'));
    await waitFor(() => expect(field('captcha').value).toBe('1234'));
    expect(values).toEqual(['1234']);
  });

  it('leaves a hydrated field to React, and a field typed into again after hydration', async () => {
    followEarlyInput(root);
    typeInto(field('captcha'), '12');
    hydrate(field('captcha'));
    field('captcha').value = '9';
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(field('captcha').value).toBe('9');
    hydrate(field('name'));
    typeInto(field('name'), 'abc');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(field('name').value).toBe('abc');
  });
});
