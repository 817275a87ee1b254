import { paths } from '../../paths';

export interface BlogPost {
  href: string;
  title: string;
  summary: string;
  category: string;
  /** ISO date for <time dateTime>, and the same day as readers see it (en-GB). */
  date: string;
  dateLabel: string;
  readingMinutes: number;
  tags: string[];
}

/** The blog's one story so far, dated 26 June 2025, in the Parent & Child category. */
export const wslAlbumStory: BlogPost = {
  href: paths.blogArticle,
  title: 'How we finished our WSL sticker album by swapping',
  summary:
    'A shoebox of doubles, a nine-year-old with a checklist and a few Facebook swap groups: how one family swapped over 50 stickers in a few weeks and filled the last gap in their women’s football album.',
  category: 'Parent & Child',
  date: '2025-06-26',
  dateLabel: '26 June 2025',
  readingMinutes: 5,
  tags: ['Women’s football', 'WSL', 'Parent & Child', 'Sticker swapping', 'Facebook groups'],
};
