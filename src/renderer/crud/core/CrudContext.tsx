import { createContext, useContext, type ReactNode } from 'react';
import { createBladeRestProvider } from './blade-rest-provider';
import type { DataProvider } from './data-provider';

const defaultProvider = createBladeRestProvider();

const DataProviderContext = createContext<DataProvider>(defaultProvider);

/** Gives the screens below another data provider (tests, a future server dialect); BladeX REST otherwise. */
export const DataProviderProvider = ({ provider, children }: { provider: DataProvider; children: ReactNode }) => (
  <DataProviderContext.Provider value={provider}>{children}</DataProviderContext.Provider>
);

export const useDataProvider = (): DataProvider => useContext(DataProviderContext);
