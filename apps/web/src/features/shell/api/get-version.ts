import { useQuery } from '@tanstack/react-query';
import { versionReply } from '@hisaab/shared/replies/health';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';

/** /version.json sits beside the app, not under the API base. */
export function useVersion() {
  return useQuery({
    queryKey: ['version'],
    queryFn: async () =>
      parseReply(
        versionReply,
        await api.get<unknown>('/version.json', { baseUrl: '', anonymous: true }),
      ),
    staleTime: Infinity,
    retry: false,
  });
}
