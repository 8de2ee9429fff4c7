import { attendedMs, sessionMs } from './attendance';

const at = (time: string) => `2026-03-10T${time}:00.000Z`;
const NOW = Date.parse(at('12:00'));
const minutes = (ms: number) => ms / 60_000;

describe('attendance time', () => {
  it('counts one session from login to logout, or to now while open', () => {
    expect(minutes(sessionMs({ loginTime: at('09:00'), logoutTime: at('09:30') }, NOW))).toBe(30);
    expect(minutes(sessionMs({ loginTime: at('11:15'), logoutTime: null }, NOW))).toBe(45);
  });

  it('counts overlapping sessions (several tabs or browsers) once: the union of their intervals', () => {
    const tabs = [
      { loginTime: at('11:10'), logoutTime: null },
      { loginTime: at('11:12'), logoutTime: at('11:40') },
      { loginTime: at('11:20'), logoutTime: null },
      { loginTime: at('11:05'), logoutTime: at('11:30') },
    ];
    expect(minutes(attendedMs(tabs, NOW))).toBe(55);
  });

  it('adds sessions apart, and a session inside another adds nothing', () => {
    const day = [
      { loginTime: at('09:00'), logoutTime: at('10:00') },
      { loginTime: at('09:15'), logoutTime: at('09:45') },
      { loginTime: at('10:00'), logoutTime: at('10:30') },
      { loginTime: at('11:00'), logoutTime: at('11:10') },
    ];
    expect(minutes(attendedMs(day, NOW))).toBe(100);
    expect(attendedMs([], NOW)).toBe(0);
  });
});
