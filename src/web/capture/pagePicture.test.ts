// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { copyForPicture } from './pagePicture';

function form(): HTMLElement {
  const main = document.createElement('main');
  main.innerHTML = `
    <label>First Name <input name="first" value=""></label>
    <label>SSN <input name="ssn" data-sensitive value=""></label>
    <div data-sensitive><span>account 123</span></div>
    <input name="pin" type="password">
    <input name="card" autocomplete="cc-number">
    <label><input type="checkbox" name="agree"> I agree</label>
    <select name="status"><option value="">Please Select</option><option value="m">Married</option></select>
    <textarea name="notes"></textarea>`;
  document.body.append(main);
  return main;
}

describe("a step picture's copy of the page", () => {
  it('holds what was typed, ticked and chosen, as the markup it is drawn from', () => {
    const main = form();
    (main.querySelector('[name=first]') as HTMLInputElement).value = 'Maria';
    (main.querySelector('[name=agree]') as HTMLInputElement).checked = true;
    (main.querySelector('[name=status]') as HTMLSelectElement).value = 'm';
    (main.querySelector('[name=notes]') as HTMLTextAreaElement).value = 'Allergic to penicillin';
    const copy = copyForPicture(main);
    expect(copy.querySelector('[name=first]')?.getAttribute('value')).toBe('Maria');
    expect(copy.querySelector('[name=agree]')?.hasAttribute('checked')).toBe(true);
    expect(copy.querySelector('option[value=m]')?.hasAttribute('selected')).toBe(true);
    expect(copy.querySelector('option[value=""]')?.hasAttribute('selected')).toBe(false);
    expect(copy.querySelector('[name=notes]')?.textContent).toBe('Allergic to penicillin');
    main.remove();
  });

  it('leaves out sensitive fields and what is inside them, typed or not, and leaves the page as it was', () => {
    const main = form();
    (main.querySelector('[name=ssn]') as HTMLInputElement).value = '123456789';
    (main.querySelector('[name=pin]') as HTMLInputElement).value = 'secret';
    (main.querySelector('[name=card]') as HTMLInputElement).value = '4111111111111111';
    const copy = copyForPicture(main);
    const markup = copy.outerHTML;
    for (const secret of ['123456789', 'secret', '4111111111111111', 'account 123'])
      expect(markup).not.toContain(secret);
    expect(copy.querySelector('[name=ssn], [name=pin], [name=card], [data-sensitive]')).toBeNull();
    expect(copy.querySelector('[name=first]')).not.toBeNull();
    // The page itself keeps its fields and values.
    expect((main.querySelector('[name=ssn]') as HTMLInputElement).value).toBe('123456789');
    expect(main.querySelectorAll('input').length).toBe(5);
    main.remove();
  });
});
