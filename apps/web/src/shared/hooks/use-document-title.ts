import { useEffect } from 'react';

/** Sets the tab title to '{title} | {brand}' (or just the title while the brand is unknown). */
export const useDocumentTitle = (title: string | undefined, brand: string | undefined): void => {
  useEffect(() => {
    if (!title) return;
    document.title = brand && brand !== title ? `${title} | ${brand}` : title;
  }, [title, brand]);
};
