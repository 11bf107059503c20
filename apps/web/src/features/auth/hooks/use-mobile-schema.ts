// The zod rule for a mobile number + dialing code pair, checked against the region's digit count
// from the country list (spec §5), and the default dialing code from the site settings.
import { useMemo } from 'react';
import { z } from 'zod';
import { usePermission } from '@/shared/site/use-permission';
import { useCountries } from '../api/use-site-data';
import { findCountry, mobileDigits, mobileError } from '../model/mobile';

export const ZMobilePairSchema = z.object({ mobileNum: z.string(), countryDialingCode: z.string() });

export function useMobileRule() {
  const countries = useCountries().data;
  const defaultDialingCode =
    usePermission().data?.register.defaultDialingCode ?? countries?.[0]?.countryDialingCode ?? '+855';
  const refine = useMemo(
    () => (value: z.infer<typeof ZMobilePairSchema>, ctx: z.RefinementCtx) => {
      const error = mobileError(value.mobileNum, findCountry(countries, value.countryDialingCode));
      if (error) {
        ctx.addIssue({ code: 'custom', path: ['mobileNum'], message: error });
      }
    },
    [countries],
  );
  return { refine, defaultDialingCode, digits: mobileDigits };
}
