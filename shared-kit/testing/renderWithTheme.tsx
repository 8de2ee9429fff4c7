import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { newQueryClient } from '../src/query';
import { theme } from '../src/ui/theme';

function WithTheme({ children }: { children: ReactNode }) {
  // A cache of its own per render: no test sees another's answers.
  const [client] = useState(newQueryClient);
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </QueryClientProvider>
  );
}

/**
 * Renders a component of the design kit (or a page built from it) with the console's theme and a
 * query client of its own, as a section's routes have them.
 */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: WithTheme, ...options });
}
