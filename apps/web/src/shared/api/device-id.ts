// The browser's device id (decision 063): a random id kept in local storage and sent with every
// request that changes something, so the server can cap the rewards that need no deposit per device
// and day. Not a secret and not an identity: clearing storage makes a new one.
import { DEVICE_ID_HEADER } from '@pavilion/contracts/constants';

const KEY = 'deviceId';
let memo: string | null = null;

function fresh(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function deviceId(): string {
  if (memo) {
    return memo;
  }
  try {
    memo = localStorage.getItem(KEY);
    if (!memo || !/^[A-Za-z0-9_-]{8,64}$/.test(memo)) {
      memo = fresh();
      localStorage.setItem(KEY, memo);
    }
  } catch {
    // storage refused (private mode): one id for this page's life
    memo = memo ?? fresh();
  }
  return memo;
}

export function deviceHeader(): Record<string, string> {
  return { [DEVICE_ID_HEADER]: deviceId() };
}
