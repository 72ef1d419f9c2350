/**
 * Field names of the honeypot that every anonymous form carries (architecture.md §6). Shared by the
 * server check (app/server/security/honeypot.server.ts) and the form markup in app/ui.
 *
 * - HONEYPOT_FIELD is a text input hidden from people (visually and from assistive technology, with
 *   `tabIndex={-1}` and `autoComplete="off"`): a person leaves it empty, a form-filling bot does not.
 * - HONEYPOT_TIMESTAMP_FIELD is a hidden input holding the signed moment the form was rendered: a
 *   submission that comes back impossibly fast is a bot.
 */
export const HONEYPOT_FIELD = 'website_url';
export const HONEYPOT_TIMESTAMP_FIELD = 'form_rendered_at';

/** What a loader hands to the form: render both inputs with these names and this value. */
export interface HoneypotProps {
  fieldName: string;
  timestampFieldName: string;
  timestamp: string;
}
