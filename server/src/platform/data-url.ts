const DATA_URL = /^data:([^,]*?)(;base64)?,/i;

/** Whether a JSON string field holds an inline file (`data:image/jpeg;base64,...`) rather than a URL or a path. */
export const isDataUrl = (value: unknown): value is string => typeof value === 'string' && DATA_URL.test(value);

/**
 * The bytes of a base64 data URL, or null when it is not base64 (a browser's `FileReader.readAsDataURL`
 * always is). The declared media type is ignored: the caller checks the bytes.
 */
export function dataUrlBytes(value: string): Buffer | null {
  const match = DATA_URL.exec(value);
  if (!match?.[2]) return null;
  return Buffer.from(value.slice(match[0].length), 'base64');
}
