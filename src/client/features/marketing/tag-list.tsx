import { useLingui } from '@lingui/react/macro';
import { Tag } from 'lucide-react';

/** A story's tags as a labelled list of pills. */
export function TagList({ tags }: { tags: string[] }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Tag aria-hidden className="size-4 text-muted-foreground" />
      <ul aria-label={t`Tags`} className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li
            key={tag}
            className="rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground"
          >
            {tag}
          </li>
        ))}
      </ul>
    </div>
  );
}
