import type { FallbackBlockView } from '~/domain/search/results-view';
import { FallbackBlock } from './fallback-block';
import * as css from './fallback-blocks.css';

/** The fallback blocks, closest variant first. */
export function FallbackBlocks({ blocks, locale }: { blocks: FallbackBlockView[]; locale: string }) {
  if (blocks.length === 0) return null;
  return (
    <div className={css.blocks}>
      {blocks.map((block) => (
        <FallbackBlock key={block.key.order} block={block} locale={locale} />
      ))}
    </div>
  );
}
