import { gzipSync } from 'node:zlib';

/**
 * First-load weight of a page, the way a browser's first visit fetches it: the HTML, then what it
 * references. Text is gzipped here with zlib's default level (6, the level of the `compression`
 * middleware remix-serve uses), so the figures do not depend on what the server negotiates.
 * 1 KB = 1,000 bytes.
 */

export type ResourceKind = 'html' | 'js' | 'css' | 'font' | 'image';

export interface Resource {
  url: string;
  kind: ResourceKind;
  status: number;
  bytes: number;
  /** Bytes on the wire: gzip for text, as-is for binary formats. */
  transferBytes: number;
  /** JS only: reached through a static import of another chunk but not preloaded by the HTML. */
  notPreloaded?: boolean;
}

export interface PageWeight {
  url: string;
  /** HTTP status of the page itself. */
  documentStatus: number;
  resources: Resource[];
  /** First-load JavaScript, gzip. */
  jsTransferBytes: number;
  /** Everything transferred on first load (HTML, CSS, JS, fonts, images). */
  totalTransferBytes: number;
  byKind: Record<ResourceKind, { count: number; transferBytes: number }>;
  /** Resources that did not answer 2xx. */
  failures: string[];
}

const TEXT_TYPE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/i;
const FONT_EXTENSION = /\.(woff2?|ttf|otf|eot)(\?|#|$)/i;

const decodeEntities = (value: string): string =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

type Tag = { name: string; attributes: Map<string, string>; content: string };

/** Start tags of interest, with their attributes (server-rendered React output: well-formed). */
function tags(html: string, names: string[]): Tag[] {
  const found: Tag[] = [];
  const tagPattern = new RegExp(`<(${names.join('|')})\\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'gi');
  const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const match of html.matchAll(tagPattern)) {
    const name = match[1].toLowerCase();
    const attributes = new Map<string, string>();
    for (const attribute of match[2].matchAll(attributePattern)) {
      attributes.set(
        attribute[1].toLowerCase(),
        decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ''),
      );
    }
    let content = '';
    if (name === 'script' && !attributes.has('src')) {
      const start = (match.index ?? 0) + match[0].length;
      const end = html.indexOf('</script>', start);
      content = html.slice(start, end === -1 ? undefined : end);
    }
    found.push({ name, attributes, content });
  }
  return found;
}

/** Module specifiers a script loads as soon as it runs: static imports and re-exports. */
function staticImports(code: string): string[] {
  const pattern = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\n]+\.m?js)["']/g;
  return [...code.matchAll(pattern)].map((match) => match[1]);
}

/** `import("…")` with a literal URL, which an inline bootstrap script runs right away. */
function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]);
}

function firstSrcsetCandidate(srcset: string): string | undefined {
  return srcset.split(',')[0]?.trim().split(/\s+/)[0] || undefined;
}

function rels(tag: Tag): string[] {
  return (tag.attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
}

async function fetchBytes(url: string): Promise<{ status: number; type: string; body: Buffer }> {
  const response = await fetch(url, {
    headers: { 'accept-encoding': 'identity' },
    signal: AbortSignal.timeout(15_000),
  });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type') ?? '', body };
}

export async function measurePageWeight(pageUrl: string): Promise<PageWeight> {
  const resources: Resource[] = [];
  const seen = new Set<string>();
  const failures: string[] = [];

  const record = (
    url: string,
    kind: ResourceKind,
    fetched: { status: number; type: string; body: Buffer },
  ) => {
    const text = TEXT_TYPE.test(fetched.type) || kind === 'html' || kind === 'js' || kind === 'css';
    const resource: Resource = {
      url,
      kind,
      status: fetched.status,
      bytes: fetched.body.length,
      transferBytes: text ? gzipSync(fetched.body).length : fetched.body.length,
    };
    if (fetched.status < 200 || fetched.status >= 300) failures.push(`${fetched.status} ${url}`);
    resources.push(resource);
    return resource;
  };

  const html = await fetchBytes(pageUrl);
  record(pageUrl, 'html', html);
  const document = html.body.toString('utf8');
  const resolve = (href: string, base = pageUrl) => new URL(href, base).href;

  const jsQueue: Array<{ url: string; preloaded: boolean }> = [];
  const cssUrls: string[] = [];
  const imageUrls: string[] = [];

  for (const tag of tags(document, ['script', 'link', 'img'])) {
    const { attributes } = tag;
    if (tag.name === 'script') {
      const src = attributes.get('src');
      if (src) jsQueue.push({ url: resolve(src), preloaded: true });
      else if (attributes.get('type') === 'module') {
        for (const specifier of [...staticImports(tag.content), ...dynamicImports(tag.content)]) {
          jsQueue.push({ url: resolve(specifier), preloaded: true });
        }
      }
    } else if (tag.name === 'link') {
      const href = attributes.get('href');
      if (!href) continue;
      if (rels(tag).includes('modulepreload')) jsQueue.push({ url: resolve(href), preloaded: true });
      else if (rels(tag).includes('stylesheet')) cssUrls.push(resolve(href));
      else if (rels(tag).includes('preload') && attributes.get('as') === 'image')
        imageUrls.push(resolve(href));
      else if (rels(tag).includes('preload') && attributes.get('as') === 'script') {
        jsQueue.push({ url: resolve(href), preloaded: true });
      }
    } else if (tag.name === 'img') {
      const srcset = attributes.get('srcset');
      const src = (srcset && firstSrcsetCandidate(srcset)) || attributes.get('src');
      if (src && !src.startsWith('data:')) imageUrls.push(resolve(src));
    }
  }

  // JavaScript: what the HTML names, then whatever those chunks import statically (the browser
  // fetches that too). Dynamic import() inside chunks is lazy and not counted.
  const preloaded = new Set(jsQueue.map((entry) => entry.url));
  while (jsQueue.length > 0) {
    const { url } = jsQueue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const fetched = await fetchBytes(url);
    const resource = record(url, 'js', fetched);
    if (!preloaded.has(url)) resource.notPreloaded = true;
    for (const specifier of staticImports(fetched.body.toString('utf8'))) {
      jsQueue.push({ url: resolve(specifier, url), preloaded: false });
    }
  }

  for (const url of cssUrls) {
    if (seen.has(url)) continue;
    seen.add(url);
    const fetched = await fetchBytes(url);
    record(url, 'css', fetched);
    // Fonts declared in the stylesheet: counted, as pages use the fonts they declare.
    for (const match of fetched.body.toString('utf8').matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
      if (FONT_EXTENSION.test(match[1])) {
        const fontUrl = resolve(match[1], url);
        if (seen.has(fontUrl)) continue;
        seen.add(fontUrl);
        record(fontUrl, 'font', await fetchBytes(fontUrl));
      }
    }
  }

  for (const url of imageUrls) {
    if (seen.has(url)) continue;
    seen.add(url);
    record(url, 'image', await fetchBytes(url));
  }

  const byKind = Object.fromEntries(
    (['html', 'js', 'css', 'font', 'image'] as const).map((kind) => {
      const ofKind = resources.filter((resource) => resource.kind === kind);
      return [
        kind,
        { count: ofKind.length, transferBytes: sum(ofKind.map((resource) => resource.transferBytes)) },
      ];
    }),
  ) as PageWeight['byKind'];

  return {
    url: pageUrl,
    documentStatus: html.status,
    resources,
    jsTransferBytes: byKind.js.transferBytes,
    totalTransferBytes: sum(resources.map((resource) => resource.transferBytes)),
    byKind,
    failures,
  };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
