import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait up to 5 s: lazily loaded pages arrive late on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });
