import { useNonce } from './nonce';

/**
 * Structured data as an inert `<script type="application/ld+json">`. It is never executed, but it
 * carries the request's nonce all the same so the enforced CSP has nothing to complain about.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
