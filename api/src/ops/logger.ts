import type { FastifyServerOptions } from 'fastify';

/**
 * The request log: readable lines (pino-pretty, in a worker thread) when a person watches a terminal,
 * one JSON object per line otherwise, for whatever collects the logs of a deployed instance.
 */
export function loggerOptions(
  level: string,
  stdout: { isTTY?: boolean } = process.stdout,
): FastifyServerOptions['logger'] {
  if (!stdout.isTTY) return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
