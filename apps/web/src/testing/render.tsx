import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { MemoryRouter, Route, Routes, useLocation } from '../lib/router/index.ts';
import { DialogHost } from '../ui/dialog.tsx';
import { Toaster } from '../ui/toast.tsx';

/** Where the screen navigated to, for a test to read: `screen.getByTestId('location')`. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders one screen as the shell would: the app's query cache, a router at `path` (the screen is mounted
 * at `route`, so its params and search work), the toast and dialog layers. Any other path renders nothing
 * but the location probe, so a test sees where the screen sent the player.
 */
export function renderScreen(
  screen: ReactElement,
  { path = '/', route = path.split('?')[0] ?? '/' }: { path?: string; route?: string } = {},
) {
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={screen} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
        <Toaster />
        <DialogHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, ...result };
}
