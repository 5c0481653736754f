import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

interface VersionInfo {
  name?: string;
  version?: string;
  commit?: string;
}

/** /version.json sits beside the app, not under the API base. */
export function useVersion() {
  return useQuery({
    queryKey: ['version'],
    queryFn: () => api.get<VersionInfo | null>('/version.json', { baseUrl: '', anonymous: true }),
    staleTime: Infinity,
    retry: false,
  });
}
