import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from 'api/testing';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Balancer {
  url: string;
  /** nginx's error log so far (why it passed a request to the next instance, say). */
  errors: () => string;
  /**
   * Marks the instance at `index` of `upstreams` `down` (or none, with `undefined`) and reloads nginx as
   * an operator does (`nginx -s reload`): resolves once the workers started under the previous setting
   * have finished their requests and exited, so nothing is on its way to a drained instance any more.
   */
  drain: (index: number | undefined) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Debian's nginx, unprivileged in a temporary prefix (its pid, logs and temp files inside), balancing
 * round-robin over `upstreams` (`127.0.0.1:port`) on loopback with the README's settings: a request an
 * instance cannot take (connection refused, reset while it stops, a 502/503) goes to the next one, and
 * no instance is ever marked down (max_fails=0), so two brief failures never leave "no live upstreams".
 */
export async function startBalancer(upstreams: string[]): Promise<Balancer> {
  if (!existsSync(NGINX))
    throw new Error(`no nginx at ${NGINX}: install Debian's nginx (.ci/run does) or set NGINX_PATH`);
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'nginx-e2e-'));
  for (const temp of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, temp));
  const port = await findFreePort();
  const configFor = (down: number | undefined) => `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 50m;
  upstream console_api {
${upstreams.map((upstream, index) => `    server ${upstream} max_fails=0${index === down ? ' down' : ''};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    # The tests' clients reuse their connections hard; a reload closes a worker's idle client connections,
    # racing a client's next request on them. That race is between client and nginx (browsers resend on
    # it), not the instances': one connection per request keeps it out of what is measured here.
    keepalive_timeout 0;
    location / {
      proxy_pass http://console_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
    }
  }
}
`;
  const configFile = path.join(prefix, 'nginx.conf');
  writeFileSync(configFile, configFor(undefined));
  const child = spawn(NGINX, ['-p', prefix, '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const errors = () => {
    try {
      return output + readFileSync(path.join(prefix, 'error.log'), 'utf8');
    } catch {
      return output;
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  const drain = async (index: number | undefined) => {
    const before = workersOf(child.pid!);
    writeFileSync(configFile, configFor(index));
    child.kill('SIGHUP');
    const deadline = Date.now() + 20_000;
    while (before.some((worker) => workersOf(child.pid!).includes(worker))) {
      if (Date.now() > deadline) throw new Error(`nginx's old workers still running 20 s after a reload:\n${errors()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx did not start:\n${output}`);
    }
    const up = await fetch(`${url}/api/health/live`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, errors, stop, drain };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer within 20 s:\n${errors()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The pids of a process's children (nginx's master: its workers), from Linux's /proc. */
function workersOf(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return children ? children.split(/\s+/).map(Number) : [];
}
