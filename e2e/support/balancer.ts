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
  const config = `
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
${upstreams.map((upstream) => `    server ${upstream} max_fails=0;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
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
  writeFileSync(configFile, config);
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
    if (up) return { url, errors, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer within 20 s:\n${errors()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
