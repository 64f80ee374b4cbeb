/** The middle value (the upper one of an even count) of those measured (not NaN); NaN for none. */
export const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
