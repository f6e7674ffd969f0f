import { utilityProcess } from 'electron';
import type { SupervisedChild } from '../host/server-supervisor';

/** Forks the built server entry (out/main/server.js) as an Electron utilityProcess. */
export const forkUtilityServer = (entry: string, dataDir: string) => (): SupervisedChild => {
  const child = utilityProcess.fork(entry, ['--data-dir', dataDir], {
    serviceName: 'dali-embedded-server',
    stdio: 'inherit',
  });
  return {
    onMessage: (listener) => {
      child.on('message', (message: unknown) => listener(message));
    },
    postMessage: (message) => {
      child.postMessage(message);
    },
    onExit: (listener) => {
      child.on('exit', (code: number) => listener(code));
    },
    kill: () => {
      child.kill();
    },
  };
};
