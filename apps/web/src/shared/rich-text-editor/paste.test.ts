import { describe, expect, it } from 'vitest';
import { pastedText } from './paste';

const clipboard = (text: string) =>
  ({ getData: (type: string) => (type === 'text/plain' ? text : '') }) as DataTransfer;

describe('a paste into the rich-text editor', () => {
  it('takes the plain text, with Windows line ends as \\n', () => {
    expect(pastedText(clipboard('one\r\ntwo'), undefined)).toBe('one\ntwo');
  });

  it('stops where its HTML would pass the room left (a line break costs a tag, & an entity)', () => {
    expect(pastedText(clipboard('abcdef'), 4)).toBe('abcd');
    expect(pastedText(clipboard('ab\ncd'), 9)).toBe('ab');
    expect(pastedText(clipboard('a&b'), 6)).toBe('a&');
    expect(pastedText(clipboard('abc'), 0)).toBe('');
  });
});
