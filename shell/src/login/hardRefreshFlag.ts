/** Remembers, per browser, that the Hard Refresh Required dialog was acknowledged. */
export const HARD_REFRESH_KEY = 'hardRefreshAcknowledged';

export function isHardRefreshAcknowledged(): boolean {
  try {
    return localStorage.getItem(HARD_REFRESH_KEY) === 'true';
  } catch {
    return false;
  }
}

export function acknowledgeHardRefresh(): void {
  try {
    localStorage.setItem(HARD_REFRESH_KEY, 'true');
  } catch {
    // Storage unavailable: the dialog will simply show again next time.
  }
}
