// The generic HTTP adapter's template: each value escaped for where it lands, so a quote, a newline or
// a '&' in a message never breaks the aggregator's JSON, form or URL.
import { describe, expect, it } from 'vitest';
import { fillTemplate } from './sms-http.ts';

const request = {
  to: '+85512345678',
  recipient: '+855 12345678',
  text: 'Code "42" & more\n您的验证码',
  reference: '7d3f1c1e-8a55-4a43-9a6e-3f2c0c8e9b10',
};

describe('HTTP SMS template', () => {
  it('JSON-escapes values in a JSON body, which then parses back to them', () => {
    const body = fillTemplate('{"to":"{to}","text":"{text}","ref":"{reference}"}', request, (v) =>
      JSON.stringify(v).slice(1, -1),
    );
    expect(JSON.parse(body)).toEqual({ to: request.to, text: request.text, ref: request.reference });
  });

  it('URL-encodes values in an address or a form body', () => {
    const url = fillTemplate('https://agg.test/send?to={to}&msg={text}', request, encodeURIComponent);
    const parsed = new URL(url);
    expect(parsed.searchParams.get('to')).toBe(request.to);
    expect(parsed.searchParams.get('msg')).toBe(request.text);
  });

  it('leaves unknown placeholders alone', () => {
    expect(fillTemplate('{to} {sender}', request, (v) => v)).toBe('+85512345678 {sender}');
  });
});
