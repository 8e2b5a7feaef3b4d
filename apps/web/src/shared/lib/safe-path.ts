/**
 * Returns `value` as a path inside this site ('/x?y#z'), or null when it points anywhere else. Used for
 * every address taken from a query (target_url, redirect_uri, next), so none can send the user away.
 */
export const toSafeInternalPath = (
  value: string | null | undefined,
  origin = window.location.origin,
): string | null => {
  if (!value) return null;
  const trimmed = value.trim();
  // Protocol-relative ('//evil') and backslash tricks ('/\evil') leave the site in browsers.
  if (!trimmed.startsWith('/') && !/^https?:\/\//i.test(trimmed)) return null;
  if (/^[/\\]{2}/.test(trimmed) || trimmed.startsWith('/\\')) return null;
  try {
    const url = new URL(trimmed, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
};
