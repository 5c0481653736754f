import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { translateApiTexts } from '../api/api-error.ts';
import { messageText } from '../i18n/i18n.ts';
import { ToastProvider } from '../ui/toast.tsx';
import { createQueryClient } from './query-client.ts';

// The API's texts shown on screens (displayMessage) in the chosen language.
translateApiTexts(messageText);

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
