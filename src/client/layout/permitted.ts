import { createContext, useContext } from 'react';

/**
 * The screen codes the user's menu permits (hidden pages included), for shell parts and pages that
 * offer a way to another screen only when it would open (the home's announcement centre link, the
 * top bar's profile).
 */
export const PermittedCodes = createContext<ReadonlySet<string>>(new Set());

export const usePermitted = (): ReadonlySet<string> => useContext(PermittedCodes);
