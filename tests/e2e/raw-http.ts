import { connect } from "node:net";

export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
};

/**
 * Sends a request exactly as written (request line, headers, body: no clean-up of the
 * target, as a browser or fetch would do) and reads one response. Resolves to `null` when
 * the server closes the connection without answering, or does not answer in time.
 */
export function rawRequest(
  baseURL: string,
  request: string | Buffer,
  { timeoutMs = 5000 }: { timeoutMs?: number } = {},
): Promise<RawResponse | null> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseResponse(Buffer.concat(chunks)));
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on("connect", () => socket.write(request));
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      const parsed = parseResponse(Buffer.concat(chunks));
      if (parsed && isComplete(parsed, request)) finish();
    });
    socket.on("end", finish);
    socket.on("error", finish);
  });
}

/** A plain request with the given method, target and headers, closing the connection. */
export function requestText(
  method: string,
  target: string,
  headers: Record<string, string> = {},
): string {
  const lines = Object.entries({ Host: "localhost", Connection: "close", ...headers }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return `${method} ${target} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`;
}

function parseResponse(raw: Buffer): RawResponse | null {
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) return null;
  const [statusLine = "", ...lines] = raw.subarray(0, end).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(end + 4);
  if (headers["transfer-encoding"]?.includes("chunked")) body = unchunk(body);
  return { status, headers, body };
}

function isComplete(response: RawResponse, request: string | Buffer): boolean {
  if (String(request).startsWith("HEAD ") || response.status === 304 || response.status === 204) {
    return true;
  }
  const length = response.headers["content-length"];
  if (length !== undefined) return response.body.length >= Number(length);
  return false;
}

function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf("\r\n", at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString(), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
