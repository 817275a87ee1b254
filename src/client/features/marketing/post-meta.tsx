import { Calendar, Clock } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import type { BlogPost } from './blog-posts';

/** A story's category, date and reading time, as shown on the blog index and the article. */
export function PostMeta({ post }: { post: BlogPost }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
      <Badge variant="accent" size="lg">
        {post.category}
      </Badge>
      <span className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden className="size-4" />
        <time dateTime={post.date}>{post.dateLabel}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden className="size-4" />
        {post.readingMinutes} min read
      </span>
    </div>
  );
}
