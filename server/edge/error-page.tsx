/**
 * The page of a request the server refuses before the app runs (a bad Host, a too long address, a
 * method not served…). It looks like the app's error pages (the same logo, drawing, card and
 * button, from the same tokens) but carries its few styles inline: the app's stylesheets are named
 * by the build and this page must not depend on them.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { ErrorIllustration } from '../../app/ui/error-illustration';
import { Logo } from '../../app/ui/logo';
import { tokens } from '../../app/ui/tokens';

export interface ErrorPageText {
  /** BCP 47 language of the page */
  lang: string;
  brand: string;
  homeLabel: string;
  title: string;
  text: string;
  goHome: string;
  retry?: string;
}

const { color, font, fontSize, space, radius, shadow } = tokens;

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-family:${font.body};color:${color.text};background:${color.sand};line-height:1.5}
header{background:${color.surface};border-bottom:1px solid ${color.border};padding:${space.sm} ${space.md}}
header a{display:inline-flex}
main{flex:1 0 auto;display:grid;place-items:center;padding:${space.xxl} ${space.md}}
.card{width:100%;max-width:560px;padding:${space.xl} ${space.lg};background:${color.surface};border-radius:${radius.lg};box-shadow:${shadow.card};text-align:center;display:grid;justify-items:center;gap:${space.md}}
.card svg{width:120px;height:auto;color:${color.brand}}
h1{margin:0;font-family:${font.heading};font-size:${fontSize.xl};line-height:1.2;color:${color.brand}}
p{margin:0;color:${color.textMuted};max-width:40ch}
.actions{display:flex;flex-wrap:wrap;justify-content:center;gap:${space.sm}}
.button{display:inline-flex;align-items:center;min-height:44px;padding:10px 20px;border-radius:${radius.pill};border:2px solid ${color.accent};background:${color.accent};color:${color.accentContrast};font-weight:700;text-decoration:none}
.button:hover{background:${color.accentHover};border-color:${color.accentHover}}
.button.outline{background:transparent;color:${color.brand};border-color:${color.brand}}
:focus-visible{outline:3px solid ${color.focus};outline-offset:2px}
`
  .trim()
  .replace(/\n/g, '');

function ErrorDocument({
  page,
  nonce,
  homeHref,
  retryHref,
}: {
  page: ErrorPageText;
  nonce: string;
  homeHref: string;
  retryHref?: string;
}) {
  return (
    <html lang={page.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, follow" />
        <title>{`${page.title} | ${page.brand}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <header>
          <a href={homeHref} aria-label={page.homeLabel}>
            <Logo brand={page.brand} />
          </a>
        </header>
        <main id="main">
          <div className="card">
            <ErrorIllustration />
            <h1>{page.title}</h1>
            <p>{page.text}</p>
            <div className="actions">
              {retryHref && page.retry ? (
                <a className="button outline" href={retryHref}>
                  {page.retry}
                </a>
              ) : null}
              <a className="button" href={homeHref}>
                {page.goHome}
              </a>
            </div>
          </div>
        </main>
      </body>
    </html>
  );
}

/** The whole document, its inline style allowed by `nonce` (the page's CSP). */
export function renderErrorPage(
  page: ErrorPageText,
  { nonce, homeHref, retryHref }: { nonce: string; homeHref: string; retryHref?: string },
): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <ErrorDocument page={page} nonce={nonce} homeHref={homeHref} retryHref={retryHref} />,
  )}`;
}
