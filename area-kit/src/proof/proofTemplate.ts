/**
 * The placeholders of a proof type's content template (turbo.md §2, forex.md §3: "placeholders for
 * user, amount, profit/loss, issue type, sport, event and market").
 *
 * Syntax: a placeholder is a name in curly braces, `{user}`; spaces inside the braces and the case of
 * the name do not matter (`{ User }`). Names:
 *
 * | placeholder       | filled with                                        |
 * |-------------------|----------------------------------------------------|
 * | `{user}`          | the client's user name                             |
 * | `{amount}`        | the amount, with 2 decimals (`1500.00`)            |
 * | `{profitAndLoss}` | the profit/loss, with 2 decimals (`-250.00`); `{pl}` and `{profitLoss}` too |
 * | `{issueType}`     | the proof type's name                              |
 * | `{sport}`         | the sport's name                                   |
 * | `{event}`         | the event name                                     |
 * | `{market}`        | the market name                                    |
 * | `{agent}`         | the agent name                                     |
 * | `{whitelabel}`    | the whitelabel user                                |
 * | `{date}`          | the proof's date (`05 Mar 2026`, Asia/Kolkata)     |
 *
 * Anything else in braces (an unknown name, CSS in a style attribute) is left as written. Values are
 * HTML-escaped where they are put, so a user name can never add markup to the document.
 */
export const PLACEHOLDERS = [
  'user',
  'amount',
  'profitAndLoss',
  'issueType',
  'sport',
  'event',
  'market',
  'agent',
  'whitelabel',
  'date',
] as const;

export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

const ALIASES: Record<string, Placeholder> = {
  ...Object.fromEntries(PLACEHOLDERS.map((name) => [name.toLowerCase(), name])),
  pl: 'profitAndLoss',
  profitloss: 'profitAndLoss',
};

const PLACEHOLDER = /\{\s*([a-zA-Z]+)\s*\}/g;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The template's HTML with every known placeholder replaced by its (escaped) value. */
export function fillTemplate(template: string, values: PlaceholderValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const known = ALIASES[name.toLowerCase()];
    return known ? escapeHtml(values[known]) : whole;
  });
}
