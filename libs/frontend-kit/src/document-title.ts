import { useEffect } from 'react';
import { MINISTRY_NAME } from './site';

/** Sets the tab title of a screen: "<title> | <ministry>", or the ministry name alone. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${MINISTRY_NAME}` : MINISTRY_NAME;
  }, [title]);
}
