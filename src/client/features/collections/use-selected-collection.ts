import { useState } from 'react';
import type { CollectionSummary } from '../../../domain/collection/collection';
import { isCollectionEditable } from '../../../domain/collection/collection';

const STORAGE_KEY = 'swapsies.selectedCollectionId';

function readStoredId(): number | undefined {
  try {
    const stored = Number(window.localStorage.getItem(STORAGE_KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : undefined;
  } catch {
    return undefined; // storage blocked (private mode): start from the default
  }
}

function storeId(id: number) {
  try {
    window.localStorage.setItem(STORAGE_KEY, String(id));
  } catch {
    // storage blocked: the choice lasts until the page is left, which is fine
  }
}

/**
 * The collection shown below the cards: the one picked last (remembered on this device), else
 * the first active one, else the first. A picked collection that was deleted falls back too.
 */
export function useSelectedCollection(collections: CollectionSummary[] | undefined) {
  const [pickedId, setPickedId] = useState(readStoredId);
  const selected =
    collections?.find((collection) => collection.id === pickedId) ??
    collections?.find(isCollectionEditable) ??
    collections?.[0];

  const select = (id: number) => {
    setPickedId(id);
    storeId(id);
  };
  return { selected, select };
}
