import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The WCAG levels the shop meets: every page type, with and without JavaScript, zero violations. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

export interface AxeOptions {
  /** CSS selectors to leave out (a third-party widget the page does not control) */
  exclude?: string[];
  /** limit the check to these selectors */
  include?: string[];
  /** rule ids to skip; say why at the call site */
  disableRules?: string[];
  /** whether the page runs JavaScript; defaults to the project's `javaScriptEnabled` */
  javaScriptEnabled?: boolean;
}

/** One readable block per violation: rule, impact, help link and the offending nodes. */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 10)
        .map(
          (n) =>
            `    - ${n.target.join(' ')}\n      ${n.html.slice(0, 200)}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
        )
        .join('\n');
      const more = v.nodes.length > 10 ? `\n    … and ${v.nodes.length - 10} more` : '';
      return `[${v.impact ?? 'unknown'}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/**
 * The no-JavaScript document as a page that axe can run in: scripts removed (they never ran) and
 * <noscript> unwrapped (a browser without scripts renders its content; one with scripts would not).
 */
export function staticSnapshot(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<\/?noscript\b[^>]*>/gi, '');
}

function builderFor(page: Page, options: AxeOptions): AxeBuilder {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  return builder;
}

/**
 * Chromium with JavaScript disabled runs no page script, axe's included (it never settles). So in the
 * `no-js` project the document as rendered without JavaScript is copied into a scratch page with
 * JavaScript on, at the same URL (stylesheets and images still come from the server), scripts removed,
 * and axe checks that.
 */
async function analyzeWithoutJavaScript(page: Page, options: AxeOptions): Promise<Violation[]> {
  const browser = page.context().browser();
  if (!browser)
    throw new Error('expectNoAxeViolations: the page has no browser to open a scratch context in');
  const url = page.url();
  const html = staticSnapshot(await page.content());
  const scratch = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  try {
    const copy = await scratch.newPage();
    await copy.route(url, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await copy.goto(url, { waitUntil: 'load' });
    return (await builderFor(copy, options).analyze()).violations;
  } finally {
    await scratch.close();
  }
}

/** Runs axe-core on the current page and fails with a readable list when anything violates WCAG 2.2 AA. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  const javaScriptEnabled = options.javaScriptEnabled ?? test.info().project.use.javaScriptEnabled !== false;
  const violations = javaScriptEnabled
    ? (await builderFor(page, options).analyze()).violations
    : await analyzeWithoutJavaScript(page, options);

  // Compare rule ids so a failure shows the readable list above the diff, not a dump of axe's objects.
  expect(
    violations.map((v) => v.id),
    `axe found ${violations.length} violation(s) on ${page.url()}:\n\n${formatViolations(violations)}\n`,
  ).toEqual([]);
}
