import { request as httpRequest, type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { configureRequestOptions, configureRequestUrl, HttpExecutor, type DownloadOptions } from 'builder-util-runtime';

/**
 * electron-updater's HTTP layer over Node's http module, for tests: the real updater (with an app adapter instead
 * of Electron's) downloads from the test's local feed through it. Under Electron the updater uses `net` instead.
 */
export class NodeHttpExecutor extends HttpExecutor<ClientRequest> {
  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers ?? undefined };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => (error == null ? resolve(destination) : reject(error)),
          responseHandler: null,
        },
        0,
      );
    });
  }

  createRequest(options: RequestOptions, callback: (response: IncomingMessage) => void): ClientRequest {
    const send = options.protocol === 'https:' ? httpsRequest : httpRequest;
    return send(options, callback);
  }
}
