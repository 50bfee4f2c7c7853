import { createContext } from 'react';

/**
 * The CSP nonce (or the slot it is filled into) of the server render, for the scripts the app itself
 * renders (the page's first messages); undefined in the browser, which hides nonces from the DOM.
 */
export const ServerNonce = createContext<string | undefined>(undefined);
