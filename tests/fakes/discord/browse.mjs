// What a browser does on the fake Discord's authorize page, for tests without a browser: open the authorize URL,
// click the account with the given Discord id, and answer where Discord sends the browser back to.

const unescapeHtml = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The account links of an authorize page: [{discordId, href}] (hrefs relative to the fake). */
export function listAccountLinks(html) {
  const links = [];
  const re = /<a class="account" data-discord-id="([^"]+)" href="([^"]+)"/g;
  for (let m = re.exec(html); m; m = re.exec(html))
    links.push({ discordId: unescapeHtml(m[1]), href: unescapeHtml(m[2]) });
  return links;
}

/**
 * Opens `authorizeUrl` (a full fake-Discord authorize URL, e.g. the gateway's redirect target), picks the account
 * `discordId`, and answers the redirect back to the app as a URL (with `code` and `state`, or `error`).
 */
export async function pickAccount(authorizeUrl, discordId) {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  if (page.status !== 200)
    throw new Error(
      `authorize page answered ${page.status}: ${html
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()}`,
    );
  const link = listAccountLinks(html).find((l) => l.discordId === discordId);
  if (!link) throw new Error(`no account ${discordId} on the authorize page`);
  const chosen = await fetch(new URL(link.href, authorizeUrl), { redirect: 'manual' });
  const location = chosen.headers.get('location');
  if (chosen.status !== 302 || !location)
    throw new Error(`choosing the account answered ${chosen.status}`);
  return new URL(location);
}
