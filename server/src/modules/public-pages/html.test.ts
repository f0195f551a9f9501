import { describe, expect, it } from 'vitest';
import { markup, jsonLdScript, trustedHtml } from './html';

describe('the public pages’ HTML template', () => {
  it('writes what a person typed as text, in text and in attributes', () => {
    const bio = '<script>alert(1)</script> & "quotes" \'single\'';
    expect(markup`<p title="${bio}">${bio}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;single&#39;">&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;single&#39;</p>',
    );
  });

  it('keeps markup made by the template, joins lists and writes nothing for none', () => {
    const items = ['a<b', 'c'].map((item) => markup`<li>${item}</li>`);
    const list = markup`<ul>${items}</ul>`;
    const none = markup`${null}${undefined}${false}`;
    expect(list.value + none.value + trustedHtml('<hr>').value).toBe('<ul><li>a&lt;b</li><li>c</li></ul><hr>');
  });

  it('writes JSON-LD that no text can break out of', () => {
    const markup = jsonLdScript({ description: '</script><script>alert(1)</script><!-- \u2028' }).value;
    expect(markup.match(/<\/script>/g)).toHaveLength(1);
    expect(markup).not.toContain('<!--');
    const json = markup.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(JSON.parse(json)).toEqual({ description: '</script><script>alert(1)</script><!-- \u2028' });
  });
});
