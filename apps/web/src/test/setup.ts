import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// The web's languages start in English, as the app does.
import '../i18n/i18n.ts';

// Lazy screens are imported on first render; on a busy two-core machine that can take longer
// than testing-library's 1 s default, which made routing tests fail for no fault of the code.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
