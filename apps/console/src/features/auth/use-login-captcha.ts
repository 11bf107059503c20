// The operator login's captcha (decision 019: after a failed attempt from this IP or on this name
// the next login must carry one): asked of the server per username, and the image with its id.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ZCaptchaRequiredResultSchema, ZCaptchaSchema } from '@pavilion/contracts/auth';
import { api } from '@/shared/http';

export function useLoginCaptcha() {
  const [required, setRequired] = useState(false);
  const image = useQuery({
    queryKey: ['console', 'captcha'],
    queryFn: async () => ZCaptchaSchema.parse(await api('/api/auth/captcha')),
    enabled: required,
    staleTime: Infinity,
    retry: 2,
    retryDelay: 1_100, // the image may be refreshed once a second
  });
  return {
    required,
    image: image.data,
    refresh: () => image.refetch(),
    /** Asks the server whether the next login of `username` needs a captcha. */
    check: async (username: string) => {
      if (!username.trim()) {
        return;
      }
      const result = ZCaptchaRequiredResultSchema.parse(
        await api('/api/admin/login/captcha-required', {
          method: 'POST',
          body: { username: username.trim() },
        }),
      );
      setRequired(result.captchaRequired);
      if (result.captchaRequired) {
        await image.refetch();
      }
    },
  };
}
