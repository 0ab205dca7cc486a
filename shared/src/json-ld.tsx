import type { Thing, WithContext } from 'schema-dts';
import { jsonLdText } from './document-head';

/**
 * A JSON-LD block in a page's markup, its text made safe inside the element by `jsonLdText`. Page addresses in it may
 * be root-relative ("/configure/patron"): the host's server makes them absolute.
 */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
