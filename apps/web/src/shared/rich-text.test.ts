import { describe, expect, it } from 'vitest';
import { isBlankHtml, plainTextLength, plainTextOf } from './rich-text';

describe('plainTextLength', () => {
  it('counts the text without the tags', () => {
    expect(plainTextLength('<p>Hello <b>world</b></p>')).toBe(11);
    expect(plainTextLength('<h3>Title</h3><ul><li>a</li><li>b</li></ul>')).toBe(7);
    expect(plainTextLength('plain')).toBe(5);
    expect(plainTextLength('')).toBe(0);
  });

  it('decodes the common entities and numeric references as one character each', () => {
    expect(plainTextLength('a&amp;b &lt;c&gt; &quot;d&quot; &apos;e&#39;')).toBe(15);
    expect(plainTextOf('&lt;b&gt; &#x4E2D;&#25991; &hellip;')).toBe('<b> 中文 \ufffd');
    expect(plainTextLength('&amp;lt;')).toBe(4);
  });

  it('collapses and trims white space, &nbsp; included', () => {
    expect(plainTextLength('<p>  a \n\n b  </p>')).toBe(3);
    expect(plainTextLength('<p>&nbsp;a&nbsp;&nbsp;b&nbsp;</p>')).toBe(3);
  });

  it('ignores attributes, comments and script or style content', () => {
    expect(plainTextLength('<a href="x?a>b" title=\'>\'>link</a>')).toBe(4);
    expect(plainTextLength('<!-- note -->x<style>p { color: red; }</style><script>var a = 1;</script>')).toBe(
      1,
    );
    expect(plainTextLength('<img src="a.png" alt="picture">')).toBe(0);
  });

  it('keeps a lone < that does not open a tag', () => {
    expect(plainTextOf('1 < 2')).toBe('1 < 2');
  });

  it('counts Chinese text', () => {
    expect(plainTextLength('<p>商品<strong>描述</strong></p>')).toBe(4);
  });
});

describe('isBlankHtml', () => {
  it('is true for empty editors and white space', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<div><br></div><div>&nbsp; </div>')).toBe(true);
    expect(isBlankHtml('<p><b></b></p><!-- <img src="x"> -->')).toBe(true);
  });

  it('is false for text or images', () => {
    expect(isBlankHtml('<p>x</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="https://example.com/a.png"></p>')).toBe(false);
    expect(isBlankHtml('<IMG SRC="a.png">')).toBe(false);
  });
});
