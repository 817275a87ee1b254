import { Trans, useLingui } from '@lingui/react/macro';
import { htmlLang, type Locale } from '../../../domain/locale';
import { Calendar, Clock } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import type { BlogPost } from './blog-posts';

/** A story's category, date and reading time, as shown on the blog index and the article. */
export function PostMeta({ post }: { post: BlogPost }) {
  const { i18n } = useLingui();
  // The day in the page's language (en-GB: "26 June 2025", as the post was dated).
  const day = new Intl.DateTimeFormat(htmlLang(i18n.locale as Locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${post.date}T00:00:00Z`));
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
      <Badge variant="accent" size="lg">
        {post.category}
      </Badge>
      <span className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden className="size-4" />
        <time dateTime={post.date}>{day}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden className="size-4" />
        <Trans>{post.readingMinutes} min read</Trans>
      </span>
    </div>
  );
}
