import type { Thing, WithContext } from 'schema-dts';
import { jsonLdText } from './document-head';

/** Root-relative addresses in `data` are fine: the host's server makes them absolute. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
