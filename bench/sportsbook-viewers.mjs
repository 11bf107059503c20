// SSE viewers for bench/sportsbook-run.ts, in a worker thread of their own so that reading 2,000
// streams does not share the server's event loop. workerData: {url, n, ramp}. Posts 'ready' once
// every viewer has its `ready` frame (the app) or its first frame (the bare server); on 'close' it
// ends the streams and posts the receive times of every `change` frame as [odds1000, epoch ms] pairs.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { url, n, ramp } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const reqs = [];
const received = [];
const now = () => performance.timeOrigin + performance.now();
const isApp = url.includes('/api/');

function openSome(count) {
  let ready = 0;
  return new Promise((resolve, reject) => {
    for (let i = 0; i < count; i++) {
      const req = http.get(url, { agent }, (res) => {
        res.setEncoding('utf8');
        let buf = '';
        let counted = false;
        res.on('data', (chunk) => {
          const at = now();
          buf += chunk;
          let end;
          while ((end = buf.indexOf('\n\n')) >= 0) {
            const frame = buf.slice(0, end);
            buf = buf.slice(end + 2);
            if (!counted && (frame.startsWith('event: ready') || (!isApp && frame.startsWith('retry:')))) {
              counted = true;
              if (++ready === count) {
                resolve();
              }
            }
            if (frame.startsWith('event: change')) {
              const m = /"odds1000":(\d+)/.exec(frame);
              if (m) {
                received.push([Number(m[1]), at]);
              }
            }
          }
        });
      });
      req.on('error', reject);
      reqs.push(req);
    }
  });
}

for (let from = 0; from < n; from += ramp) {
  await openSome(Math.min(ramp, n - from));
}
parentPort.postMessage({ type: 'ready' });
parentPort.on('message', (msg) => {
  if (msg === 'close') {
    reqs.forEach((r) => r.destroy());
    agent.destroy();
    parentPort.postMessage({ type: 'received', received });
    parentPort.close();
  }
});
