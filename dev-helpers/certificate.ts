/**
 * A throwaway self-signed certificate for a local HTTPS server (the bench's, a test's), made
 * for each run: browsers speak HTTP/2 only over TLS, and the bench's Chromium is told to
 * accept it.
 */
import { generate } from "selfsigned";

export async function localCertificate(): Promise<{ key: string; cert: string }> {
  const pems = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    notAfterDate: new Date(Date.now() + 24 * 3600 * 1000),
  });
  return { key: pems.private, cert: pems.cert };
}
