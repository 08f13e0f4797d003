// The part of autocannon's API that the load and bench scripts use (the package ships no types).
declare module "autocannon" {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "1xx": number;
    "2xx": number;
    "3xx": number;
    "4xx": number;
    "5xx": number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  /** A request as autocannon sends it; setupRequest answers the next one from the one before. */
  interface Request {
    path: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  /** Per connection: what setupRequest stores there for the same request's onResponse. */
  type Context = Record<string, unknown>;
  interface RequestStep {
    setupRequest?: (request: Request, context: Context) => Request;
    onResponse?: (status: number, body: string, context: Context) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: RequestStep[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
