import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not merge conflicting Tailwind classes (`tailwind-merge` cost the
 * landing page ~8.5 KB gzipped, decision 024): a component's base classes are never meant to be
 * overridden by a className; a component offers a prop (a variant) for each alternative instead.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
