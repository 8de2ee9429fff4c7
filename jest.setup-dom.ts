import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { startPlatform } from '@console/platform';
import { installDialogPolyfill } from './jest.dialog-polyfill';

// findBy* and waitFor wait up to 5 s: lazily loaded pages arrive late on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

// Files that choose the node environment (`@jest-environment node`) have no window.
if (typeof window !== 'undefined') installDialogPolyfill(window);

// Each test file is a page load whose host booted, as the shell's bootstrap does: the platform is started.
if (typeof window !== 'undefined') startPlatform();
