import { app } from 'electron';
import { DEEP_LINK_SCHEME, findDeepLink } from '../../host/desktop/deep-link';

/**
 * Makes the app the handler of `dali-backoffice://` links (the installers also declare the scheme, see
 * electron-builder.yml `protocols`) and hands every link to `open`: macOS delivers it as `open-url` (also before the
 * app is ready), Windows and Linux start a second instance with the link among its arguments, which the single
 * instance lock turns into `second-instance` here. Call before `app` is ready.
 */
export const handleDeepLinks = (open: (url: string) => void) => {
  // Under `electron .` (development) the scheme must name the script to run as well.
  if (process.defaultApp && process.argv.length >= 2) {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [process.argv[1]]);
  } else {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  }
  let ready = false;
  const early: string[] = [];
  const deliver = (url: string) => (ready ? open(url) : early.push(url));
  app.on('open-url', (event, url) => {
    event.preventDefault();
    deliver(url);
  });
  return {
    /** The second instance's command line (it may carry a link). True when it did. */
    fromArgv(argv: readonly string[]): boolean {
      const link = findDeepLink(argv);
      if (link) deliver(link);
      return link !== null;
    },
    /**
     * The app is about to open its first window: from now on links are followed as they come. Answers the link the
     * app was started with (macOS `open-url` before ready, else the command line), for the first window to open on:
     * a link sent to a window still loading would find nobody listening.
     */
    ready(argv: readonly string[]): string | null {
      ready = true;
      const [first = null, ...others] = early.splice(0).reverse();
      for (const url of others.reverse()) open(url);
      return first ?? findDeepLink(argv);
    },
  };
};
