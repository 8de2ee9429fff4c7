import { fileURLToPath } from 'node:url';

/**
 * A team's pipeline talks to the console through this: `npm run section -- <command> <section> ...`,
 * with CONSOLE_URL (the console, e.g. https://console.example.com) and SECTION_KEY (the section's deploy
 * key, from the Sections page) in the environment.
 *
 *   register <section> <id> <manifestUrl>   a new version, at 0 % (refused with the reason if the console cannot run it)
 *   rollout  <section> <id>=<percent> ...   the shares, whole percents summing to 100 (versions left out get 0)
 *   rollback <section> <id>                 everyone on <id> at their next page load
 *   status   <section>                      versions, shares, people on each, figures of the last hour and day
 */
const USAGE = `usage: npm run section -- register <section> <id> <manifestUrl>
       npm run section -- rollout <section> <id>=<percent> [<id>=<percent> ...]
       npm run section -- rollback <section> <id>
       npm run section -- status <section>
environment: CONSOLE_URL (the console) and SECTION_KEY (the section's deploy key)`;

/** The call a command makes: method, path under the console, body. */
export function callOf(args) {
  const [command, section, ...rest] = args;
  if (!command || !section) throw new Error(USAGE);
  const base = `/api/sections/${encodeURIComponent(section)}`;
  switch (command) {
    case 'register': {
      const [id, manifestUrl] = rest;
      if (!id || !manifestUrl) throw new Error(USAGE);
      return { method: 'POST', path: `${base}/versions`, body: { id, manifestUrl } };
    }
    case 'rollout': {
      if (rest.length === 0) throw new Error(USAGE);
      const shares = {};
      for (const pair of rest) {
        const match = /^(.+)=(\d+)$/.exec(pair);
        if (!match) throw new Error(`"${pair}" is not <id>=<percent>\n${USAGE}`);
        shares[match[1]] = Number(match[2]);
      }
      return { method: 'PUT', path: `${base}/rollout`, body: { shares } };
    }
    case 'rollback': {
      if (!rest[0]) throw new Error(USAGE);
      return { method: 'PUT', path: `${base}/rollout`, body: { shares: { [rest[0]]: 100 } } };
    }
    case 'status':
      return { method: 'GET', path: base };
    default:
      throw new Error(USAGE);
  }
}

export async function runSection(args, env = process.env) {
  const call = callOf(args);
  if (!env.CONSOLE_URL || !env.SECTION_KEY) throw new Error(`CONSOLE_URL and SECTION_KEY must be set\n${USAGE}`);
  const response = await fetch(new URL(call.path, env.CONSOLE_URL), {
    method: call.method,
    headers: {
      authorization: `Bearer ${env.SECTION_KEY}`,
      ...(call.body ? { 'content-type': 'application/json' } : {}),
    },
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${response.status}: ${answer.message ?? response.statusText}`);
  return answer;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const answer = await runSection(process.argv.slice(2));
    console.log(answer.message ?? JSON.stringify(answer, null, 2));
  } catch (error) {
    console.error(`[section] ${error.message}`);
    process.exit(1);
  }
}
