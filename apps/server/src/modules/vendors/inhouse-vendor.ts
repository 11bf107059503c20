// Our own vendor, the first implementation of the adapter: its games run in this server (module
// inhouse) behind the /seamless page, and it moves money only through the seamless-wallet API,
// signed with the INHOUSE secret like any third-party vendor.
import type { TVendorAdapter } from './vendor-adapter.ts';

export const INHOUSE_VENDOR_CODE = 'INHOUSE';

export const inhouseVendor: TVendorAdapter = {
  code: INHOUSE_VENDOR_CODE,
  // The game page reads the launch token from the session it is opened in, not from the URL.
  launch: async ({ nodeId }) => ({ url: `/seamless?nodeId=${nodeId}` }),
};
