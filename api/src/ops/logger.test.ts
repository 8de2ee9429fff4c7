import { loggerOptions } from './logger';

describe('the request log', () => {
  it('is readable lines (pino-pretty) on a terminal', () => {
    expect(loggerOptions('info', { isTTY: true })).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty' },
    });
  });

  it('is JSON when stdout is a pipe or a file', () => {
    expect(loggerOptions('debug', { isTTY: false })).toEqual({ level: 'debug' });
    expect(loggerOptions('info', {})).toEqual({ level: 'info' });
  });
});
