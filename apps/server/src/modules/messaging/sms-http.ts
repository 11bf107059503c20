// The generic HTTP adapter for local aggregators: the operator gives the address, the method, the
// headers and a body template with {to}, {text} and {reference}, and says which statuses (and, when
// set, which JSON field value) mean accepted and where the reply carries the message id. Values are
// escaped for where they go: URL-encoded in the address and a form body, JSON-escaped in a JSON body.
import {
  callProvider,
  failureOf,
  jsonAt,
  SmsFailure,
  type TSmsAdapter,
  type TSmsRequest,
} from './sms-adapter.ts';

export type THttpSmsSettings = {
  url: string;
  method: 'GET' | 'POST' | 'PUT';
  headers: Record<string, string>;
  bodyTemplate: string | undefined;
  contentType: string;
  successStatus: number[];
  /** `path=value`: the JSON field that must hold the value */
  successField: string | undefined;
  idField: string | undefined;
  timeoutMs: number;
};

type TEscape = (value: string) => string;

export function fillTemplate(template: string, request: TSmsRequest, escape: TEscape): string {
  const values: Record<string, string> = { to: request.to, text: request.text, reference: request.reference };
  return template.replace(/\{(to|text|reference)\}/g, (_m, key: string) => escape(values[key] ?? ''));
}

const jsonEscape: TEscape = (v) => JSON.stringify(v).slice(1, -1);

function bodyEscape(contentType: string): TEscape {
  const type = contentType.toLowerCase();
  if (type.includes('json')) {
    return jsonEscape;
  }
  if (type.includes('x-www-form-urlencoded')) {
    return encodeURIComponent;
  }
  return (v) => v;
}

/** `status=ok` → the path and the value it must hold. */
function parseSuccessField(field: string | undefined): { path: string; value: string } | null {
  if (!field) {
    return null;
  }
  const at = field.indexOf('=');
  return at > 0 ? { path: field.slice(0, at), value: field.slice(at + 1) } : { path: field, value: 'true' };
}

export function httpTemplateAdapter(s: THttpSmsSettings): TSmsAdapter {
  const success = parseSuccessField(s.successField);
  const escapeBody = bodyEscape(s.contentType);
  return {
    name: 'http',
    async send(request) {
      const hasBody = s.bodyTemplate !== undefined && s.method !== 'GET';
      const reply = await callProvider(
        'http',
        fillTemplate(s.url, request, encodeURIComponent),
        {
          method: s.method,
          headers: {
            accept: 'application/json',
            ...(hasBody ? { 'content-type': s.contentType } : {}),
            ...s.headers,
          },
          body: hasBody ? fillTemplate(s.bodyTemplate ?? '', request, escapeBody) : undefined,
        },
        s.timeoutMs,
      );
      if (!s.successStatus.includes(reply.status)) {
        throw failureOf('http', reply);
      }
      if (success && String(jsonAt(reply.json, success.path)) !== success.value) {
        // an accepted status with a refusal in the body: the aggregator's own reject
        throw new SmsFailure(`http ${reply.status} ${success.path} not ${success.value}`, false);
      }
      const id = s.idField ? jsonAt(reply.json, s.idField) : undefined;
      return { providerMessageId: typeof id === 'string' || typeof id === 'number' ? String(id) : null };
    },
  };
}
