/**
 * jsdom has the <dialog> element but not its modal behaviour. This lends it what the design kit relies
 * on, as Chromium does it: showModal() opens it, close() closes it and fires `close`, and Esc fires a
 * cancelable `cancel` at the topmost open modal dialog, then closes it unless the page prevented that.
 * Inertness and the top layer cannot be imitated here; the e2e suite checks them in Chromium.
 */
export function installDialogPolyfill(window: Window & typeof globalThis): void {
  const proto = window.HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  const modals: HTMLDialogElement[] = [];

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.hasAttribute('open')) throw new window.DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new window.Event('close'));
  };

  window.document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modals.filter((dialog) => dialog.isConnected && dialog.hasAttribute('open')).at(-1);
    if (top && top.dispatchEvent(new window.Event('cancel', { cancelable: true }))) top.close();
  });
}
