import { BackToCollectionsLink } from './back-to-collections';

/** An album screen's heading, the album it is for, and the way back to the collections. */
export function AlbumPageHeader({
  title,
  albumTitle,
}: {
  title: string;
  albumTitle: string | undefined;
}) {
  return (
    <div className="grid gap-2">
      <BackToCollectionsLink />
      <div className="grid gap-1">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        {albumTitle && <p className="font-semibold text-primary">{albumTitle}</p>}
      </div>
    </div>
  );
}
