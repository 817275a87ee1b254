/** A Facebook group as the finder returns it. */
export interface GroupListEntry {
  name: string;
  description: string;
  link?: string | null;
}

function formatGroup({ name, description, link }: GroupListEntry): string {
  const heading = link ? `${name} - ${link}` : name;
  return description ? `${heading}\n${description}` : heading;
}

/**
 * The text "Copy Group List" puts on the clipboard: a header line with the template
 * title, then each group as its name, its link after a dash when it has one, and its
 * description on the next line, with a blank line before each group.
 * Example: `Facebook groups for World Cup 2026\n\nSwap Club - https://example.com/g\nDaily swaps`.
 */
export function formatGroupList(templateTitle: string, groups: readonly GroupListEntry[]): string {
  return [`Facebook groups for ${templateTitle}`, ...groups.map(formatGroup)].join('\n\n');
}
