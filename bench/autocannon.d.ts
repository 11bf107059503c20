// autocannon ships no types: the part of its API http-overhead.bench.ts uses.
declare module 'autocannon' {
  type TResult = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  };
  function autocannon(options: {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
  }): Promise<TResult>;
  export default autocannon;
}
